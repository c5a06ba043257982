import { describe, expect, it } from 'vitest';
import type { OrderView } from '#core/orders/order-responses';
import { useTestApp } from '../support/test-app';
import { useTestUser } from '../support/test-users';
import { createProduct, customerDetails, standardRate } from '../support/store-fixtures';

/** The checkout's country comes from core's ISO list, checked by the server. */
const t = useTestApp();
const customer = useTestUser(t);

async function orderTo(country: unknown) {
  const product = await createProduct(t.app, { price: '10.00', quantity: 5 });
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: customer.authorization },
    payload: {
      customer: { ...customerDetails, country },
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: (await standardRate(t.app)).id,
    },
  });
}

describe('checkout country', () => {
  it('refuses Narnia with a 400 naming the country field, and places nothing', async () => {
    const res = await orderTo('Narnia');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; issues: { path: string; message: string }[] }>();
    expect(body.error).toBe('validation_failed');
    expect(body.issues).toEqual([
      { path: 'customer.country', message: 'Choose a country from the list' },
    ]);
  });

  it('stores a listed code (any case) and ships at the normal rate', async () => {
    const res = await orderTo('gb');
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderView>();
    expect(order.shippingAddress?.country).toBe('GB');
    expect(order.shippingAmount).toBe((await standardRate(t.app)).rate);
  });

  it('defaults to US when no country is sent (SPEC §5)', async () => {
    const res = await orderTo(undefined);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<OrderView>().shippingAddress?.country).toBe('US');
  });
});
