import { describe, expect, it } from 'vitest';
import { buildOrderAddress } from '../orders/test-fixtures';
import { toLastAddress } from './last-address';

const stored = buildOrderAddress({ country: 'gb' });

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
