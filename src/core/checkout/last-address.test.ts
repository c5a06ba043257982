import { describe, expect, it } from 'vitest';
import { toLastAddress } from './last-address';

const stored = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Loop Lane',
  city: 'London',
  state: 'LDN',
  zipCode: 'N1',
  country: 'gb',
};

describe('toLastAddress', () => {
  it('answers null for a first order', () => {
    expect(toLastAddress(undefined)).toEqual({ address: null });
  });

  it("fills the last order's name, phone and address, the country as a listed code", () => {
    expect(toLastAddress({ shippingAddress: stored, customerPhone: '555' })).toEqual({
      address: { ...stored, phone: '555', country: 'GB' },
    });
  });

  it('leaves out a country typed before the list, and a missing phone is empty', () => {
    const old = { shippingAddress: { ...stored, country: 'Narnia' }, customerPhone: null };
    expect(toLastAddress(old).address).toMatchObject({ country: '', phone: '' });
  });
});
