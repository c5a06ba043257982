import { describe, expect, it } from 'vitest';
import { checkoutDetailsSchema, placeOrderSchema } from './checkout-schema';
import { safeTrackingUrl } from './order-address';
import { buildCheckoutDetails } from './test-fixtures';

const valid = buildCheckoutDetails({ email: 'Ada@Example.com' });

describe('checkoutDetailsSchema (SPEC §5)', () => {
  it('accepts the required fields; phone optional; country defaults to US', () => {
    expect(checkoutDetailsSchema.parse(valid)).toEqual({
      ...valid,
      email: 'ada@example.com',
      country: 'US',
    });
    expect(checkoutDetailsSchema.parse({ ...valid, phone: '' }).phone).toBeUndefined();
  });

  it.each(['firstName', 'lastName', 'email', 'address', 'city', 'state', 'zipCode'] as const)(
    'requires %s',
    (field) => {
      const result = checkoutDetailsSchema.safeParse({ ...valid, [field]: '   ' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    },
  );

  it('refuses a malformed e-mail', () => {
    expect(checkoutDetailsSchema.safeParse({ ...valid, email: 'not-an-email' }).success).toBe(
      false,
    );
  });
});

describe('placeOrderSchema', () => {
  const id = '3f6c1a52-6f1e-4c59-9d59-1b1f7f9b8a10';
  it('strips prices and totals the client sends', () => {
    const parsed = placeOrderSchema.parse({
      customer: valid,
      items: [{ productId: id, quantity: 2, price: '0.01' }],
      shippingRateId: id,
      total: '0.01',
    });
    expect(parsed.items).toEqual([{ productId: id, quantity: 2 }]);
    expect(parsed).not.toHaveProperty('total');
  });

  it.each([
    { items: [] },
    { items: [{ productId: id, quantity: 0 }] },
    { items: [{ productId: 'nope', quantity: 1 }] },
    { items: [{ productId: id, quantity: 1.5 }] },
  ])('refuses items $items', ({ items }) => {
    expect(placeOrderSchema.safeParse({ customer: valid, items, shippingRateId: id }).success).toBe(
      false,
    );
  });
});

describe('safeTrackingUrl', () => {
  it.each([
    ['https://track.example.com/1Z', 'https://track.example.com/1Z'],
    ['javascript:alert(1)', null],
    ['not a url', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(safeTrackingUrl(input)).toBe(expected);
  });
});
