import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { PlaceOrderInput } from '#core/checkout/checkout-schema';

/**
 * A customer's order of one unit of the named product, placed through the real API with the
 * customer's own token: the state a checkout leaves, for specs whose subject is what happens after
 * it (a live update, the owner's page), so they need not drive the checkout form in a browser.
 * `origin` is '' for the shared server.
 */
export async function placeOrderViaApi(
  request: APIRequestContext,
  origin: string,
  customer: { email: string; password: string; firstName: string; lastName: string },
  productName: string,
  /** A pickup order (decision 172): the pickup rate, no address. */
  { pickup = false }: { pickup?: boolean } = {},
): Promise<{ id: string; orderNumber: string }> {
  const token = await request.post(`${origin}/api/auth/token?grant_type=password`, {
    data: { email: customer.email, password: customer.password },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const products = (await (await request.get(`${origin}/api/products`)).json()) as {
    id: string;
    name: string;
  }[];
  // The cheapest rate that ships (a pickup would need deliveryMethod 'pickup', decision 172).
  const rates = (
    (await (await request.get(`${origin}/api/shipping-rates`)).json()) as {
      id: string;
      isPickup: boolean;
      minOrderAmount: string | null;
    }[]
  ).filter((rate) => (pickup ? rate.isPickup : !rate.isPickup && rate.minOrderAmount === null));
  const product = products.find((p) => p.name === productName);
  expect(product, `${productName} is in the shop`).toBeDefined();
  const order: PlaceOrderInput = {
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      address: '1 Filament Way',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
    },
    items: [{ productId: product!.id, quantity: 1 }],
    shippingRateId: rates[0]!.id,
    ...(pickup ? { deliveryMethod: 'pickup' as const } : {}),
  };
  if (pickup)
    order.customer = {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
    };
  const placed = await request.post(`${origin}/api/orders`, {
    data: order,
    headers: { authorization: `Bearer ${access_token}`, 'idempotency-key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { id: string; orderNumber: string };
}
