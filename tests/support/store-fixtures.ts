import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { products, productVariants } from '../../src/db/schema/catalog';
import { discountCodes } from '../../src/db/schema/sales';
import type { ProductView } from '#core/catalog/catalog-responses';
import type { ShippingRateView } from '#core/shipping/shipping-responses';

export const customerDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address: '1 Analytical Way',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
};

/** A product of its own for a test, so tests never fight over the seeded stock. */
export async function createProduct(
  app: FastifyInstance,
  options: { price?: string; quantity: number; name?: string; isActive?: boolean },
) {
  const sku = `TEST-${randomUUID()}`;
  const [product] = await app.db
    .insert(products)
    .values({
      name: options.name ?? `Test product ${sku.slice(5, 13)}`,
      price: options.price ?? '10.00',
      sku,
      images: ['/images/test.svg'],
      isActive: options.isActive ?? true,
    })
    .returning();
  await app.db
    .update(productVariants)
    .set({ quantity: options.quantity })
    .where(eq(productVariants.productId, product!.id));
  return product!;
}

export async function createDiscount(
  app: FastifyInstance,
  values: Partial<typeof discountCodes.$inferInsert> & {
    type: 'percentage' | 'fixed_amount';
    value: string;
  },
) {
  const code = values.code ?? `T${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const [row] = await app.db
    .insert(discountCodes)
    .values({ ...values, code })
    .returning();
  return row!;
}

export async function getJson<T>(
  app: FastifyInstance,
  url: string,
  authorization?: string,
): Promise<T> {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: authorization ? { authorization } : {},
  });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

/**
 * The cheapest rate that ships any small cart: not a pickup (which needs deliveryMethod 'pickup',
 * decision 172), no minimum order, no minimum weight. In the demo data, Standard Shipping.
 */
export async function cheapestRate(app: FastifyInstance): Promise<ShippingRateView> {
  const rates = await getJson<ShippingRateView[]>(app, '/api/shipping-rates');
  return rates.find(
    (rate) => !rate.isPickup && rate.minOrderAmount === null && rate.minWeight === null,
  )!;
}

/** The demo's pickup rate (Local Pickup): an order with it is collected, not shipped. */
export async function pickupRate(app: FastifyInstance): Promise<ShippingRateView> {
  const rates = await getJson<ShippingRateView[]>(app, '/api/shipping-rates');
  return rates.find((rate) => rate.isPickup)!;
}

export async function standardRate(app: FastifyInstance): Promise<ShippingRateView> {
  const rates = await getJson<ShippingRateView[]>(app, '/api/shipping-rates');
  return rates.find((rate) => rate.name === 'Standard Shipping')!;
}

export async function productBySku(app: FastifyInstance, sku: string): Promise<ProductView> {
  const list = await getJson<ProductView[]>(app, '/api/products');
  return list.find((p) => p.sku === sku)!;
}

export function placeOrder(
  app: FastifyInstance,
  authorization: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization, ...headers },
    payload: { customer: customerDetails, ...body },
  });
}
