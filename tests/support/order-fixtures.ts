import type { FastifyInstance } from 'fastify';
import { orderItems, orders, type AddressRecord } from '../../src/db/schema/sales';

export const testAddress: AddressRecord = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  country: 'US',
};

type OrderOverrides = Partial<typeof orders.$inferInsert> & {
  items?: { productName: string; quantity: number; price: string; sku?: string }[];
};

/** Puts an order straight into the database (the checkout suite tests placing one). */
export async function insertOrder(app: FastifyInstance, overrides: OrderOverrides = {}) {
  const {
    items = [{ productName: 'Gear Spinner', quantity: 2, price: '17.99', sku: 'FDG-GER-02' }],
    ...fields
  } = overrides;
  const [order] = await app.db
    .insert(orders)
    .values({
      customerEmail: 'ada@example.com',
      customerName: 'Ada Lovelace',
      billingAddress: testAddress,
      shippingAddress: testAddress,
      subtotal: '35.98',
      total: '41.97',
      shippingAmount: '5.99',
      status: 'confirmed',
      paymentStatus: 'paid',
      ...fields,
    })
    .returning();
  await app.db.insert(orderItems).values(
    items.map((item) => ({
      orderId: order!.id,
      productName: item.productName,
      sku: item.sku ?? null,
      quantity: item.quantity,
      price: item.price,
      total: (Number(item.price) * item.quantity).toFixed(2),
    })),
  );
  return order!;
}
