import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { type TestUser, useTestUser } from '../support/test-users';
import { createProduct, customerDetails, standardRate } from '../support/store-fixtures';

/** Checkout fills in a returning customer's last address: their own orders only. */
const t = useTestApp();
const ada = useTestUser(t);
const grace = useTestUser(t);

const lastAddress = (who?: TestUser) =>
  t.app.inject({
    method: 'GET',
    url: '/api/checkout/last-address',
    headers: who ? { authorization: who.authorization } : {},
  });

async function order(who: TestUser, customer: Record<string, unknown>) {
  const product = await createProduct(t.app, { price: '10.00', quantity: 5 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: who.authorization },
    payload: {
      customer: { ...customerDetails, ...customer },
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: (await standardRate(t.app)).id,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('last address', () => {
  it('is refused signed out and null before a first order', async () => {
    expect((await lastAddress()).statusCode).toBe(401);
    const res = await lastAddress(ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ address: null });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it("answers the customer's newest order's address, never another account's with the same e-mail", async () => {
    await order(ada, { address: '1 Old Road', country: 'CA', phone: '555-0001' });
    await order(ada, { address: '2 New Road', city: 'Bern', country: 'CH', phone: '555-0002' });
    // Grace types Ada's e-mail at checkout: her order is hers, not Ada's (decision 113).
    await order(grace, { address: '9 Other Street', country: 'DE', email: customerDetails.email });
    expect((await lastAddress(ada)).json()).toEqual({
      address: {
        firstName: customerDetails.firstName,
        lastName: customerDetails.lastName,
        phone: '555-0002',
        address: '2 New Road',
        city: 'Bern',
        state: customerDetails.state,
        zipCode: customerDetails.zipCode,
        country: 'CH',
      },
    });
    expect((await lastAddress(grace)).json().address).toMatchObject({
      address: '9 Other Street',
      country: 'DE',
    });
  });
});
