import { describe, expect, it } from 'vitest';
import { placeOrderSchema, type PlaceOrderInput } from './checkout-schema';
import { canonicalOrderRequest, mayReplayOrder } from './order-request-fingerprint';
import { buildCheckoutDetails } from './test-fixtures';

const productId = '00000000-0000-4000-8000-000000000001';
const body = {
  customer: buildCheckoutDetails(),
  items: [{ productId, quantity: 1 }],
  shippingRateId: '00000000-0000-4000-8000-000000000002',
  discountCode: 'SAVE10',
} satisfies PlaceOrderInput;
const canonical = (input: unknown) => canonicalOrderRequest(placeOrderSchema.parse(input));

describe('canonicalOrderRequest', () => {
  it('is the same for the same order however it was written', () => {
    expect(
      canonical({
        discountCode: ' save10 ',
        shippingRateId: body.shippingRateId,
        items: [{ quantity: 1, productId }],
        customer: { ...body.customer, email: 'ADA@example.com', country: 'US', phone: '' },
        price: '0.01',
      }),
    ).toBe(canonical(body));
  });

  it('differs when anything the order asks for differs', () => {
    for (const other of [
      { ...body, items: [{ productId, quantity: 2 }] },
      { ...body, discountCode: undefined },
      { ...body, shippingRateId: '00000000-0000-4000-8000-000000000003' },
      { ...body, customer: { ...body.customer, city: 'Dallas' } },
      { ...body, customer: { ...body.customer, phone: '555' } },
    ])
      expect(canonical(other)).not.toBe(canonical(body));
  });
});

describe('mayReplayOrder', () => {
  it('replays the same request or an order stored without a fingerprint, nothing else', () => {
    expect(mayReplayOrder('abc', 'abc')).toBe(true);
    expect(mayReplayOrder(null, 'abc')).toBe(true);
    expect(mayReplayOrder('abc', 'abd')).toBe(false);
  });
});
