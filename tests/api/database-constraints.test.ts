import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { products, productVariants } from '../../src/db/schema/catalog';
import { discountCodes, orderItems, orders } from '../../src/db/schema/sales';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const address = {
  firstName: 'A',
  lastName: 'B',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'US',
};

/** The database itself refuses what would corrupt the shop, whatever the code above it does. */
describe('database constraints', () => {
  it('refuses a negative stock', async () => {
    const [row] = await t.database.db.select().from(productVariants).limit(1);
    await expect(
      t.database.db
        .update(productVariants)
        .set({ quantity: -1 })
        .where(eq(productVariants.productId, row!.productId)),
    ).rejects.toThrow();
  });

  it('refuses a duplicate sku', async () => {
    const [existing] = await t.database.db.select().from(products).limit(1);
    await expect(
      t.database.db.insert(products).values({ name: 'Copy', price: '1.00', sku: existing!.sku }),
    ).rejects.toThrow();
  });

  it('refuses a duplicate discount code, in any case', async () => {
    await expect(
      t.database.db
        .insert(discountCodes)
        .values({ code: 'WELCOME10', type: 'percentage', value: '5' }),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .insert(discountCodes)
        .values({ code: 'welcome10', type: 'percentage', value: '5' }),
    ).rejects.toThrow();
  });

  it('refuses an order item without an order', async () => {
    await expect(
      t.database.db.insert(orderItems).values({
        orderId: randomUUID(),
        productName: 'Ghost',
        quantity: 1,
        price: '1.00',
        total: '1.00',
      }),
    ).rejects.toThrow();
  });

  it('refuses a negative price and a percentage above 100', async () => {
    await expect(
      t.database.db.insert(products).values({ name: 'Neg', price: '-1.00', sku: 'NEG-1' }),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .insert(discountCodes)
        .values({ code: 'TOOMUCH', type: 'percentage', value: '101' }),
    ).rejects.toThrow();
  });

  it('refuses uses beyond maximum_uses', async () => {
    await expect(
      t.database.db.insert(discountCodes).values({
        code: 'OVERUSED',
        type: 'fixed_amount',
        value: '1',
        maximumUses: 2,
        usesCount: 3,
      }),
    ).rejects.toThrow();
  });

  it('keeps order history when a product is deleted', async () => {
    const [product] = await t.database.db
      .insert(products)
      .values({ name: 'Short-lived', price: '9.99', sku: `TMP-${randomUUID()}` })
      .returning();
    const [order] = await t.database.db
      .insert(orders)
      .values({
        customerEmail: 'h@example.com',
        customerName: 'H',
        billingAddress: address,
        shippingAddress: address,
        subtotal: '9.99',
        total: '9.99',
      })
      .returning();
    await t.database.db.insert(orderItems).values({
      orderId: order!.id,
      productId: product!.id,
      productName: product!.name,
      quantity: 1,
      price: '9.99',
      total: '9.99',
    });
    await t.database.db.delete(products).where(eq(products.id, product!.id));
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ productId: null, productName: 'Short-lived', price: '9.99' });
  });
});

describe('generate_order_number', () => {
  it('returns unique readable numbers under concurrent calls', async () => {
    const calls = Array.from({ length: 25 }, () =>
      queryRows<{ n: string }>(t.database.db, sql`select generate_order_number() as n`),
    );
    const numbers = (await Promise.all(calls)).map((rows) => rows[0]!.n);
    expect(new Set(numbers).size).toBe(25);
    for (const n of numbers) expect(n).toMatch(/^ORD-\d{8}-\d{4,}$/);
  });

  it('is the default order number of a new order', async () => {
    const [order] = await t.database.db
      .insert(orders)
      .values({
        customerEmail: 'n@example.com',
        customerName: 'N',
        billingAddress: address,
        shippingAddress: address,
        subtotal: '1.00',
        total: '1.00',
      })
      .returning();
    expect(order!.orderNumber).toMatch(/^ORD-\d{8}-\d{4,}$/);
  });
});
