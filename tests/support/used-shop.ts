import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products, productVariants } from '../../src/db/schema/catalog';
import { contactMessages, settings } from '../../src/db/schema/operations';
import { orderItems, orders } from '../../src/db/schema/sales';
import { createTestUser } from './test-users';

const address = (firstName: string) => ({
  firstName,
  lastName: 'O\'Brien "Ω"',
  address: '1 Main St\nApt 2',
  city: 'Zürich',
  state: 'ZH',
  zipCode: '8001',
  country: 'CH',
});

/**
 * Makes a seeded shop look used: customers, an awkward product (quotes, newlines, emoji, an
 * empty and a comma-laden image list), orders with items that took stock, a contact message,
 * settings, and uploads (one over 1 MB so it spans several dump chunks).
 */
export async function useShop(app: FastifyInstance): Promise<{ orders: number; files: number }> {
  const alice = await createTestUser(app, { firstName: 'Alice 🐉', lastName: 'Ünïcode' });
  const bob = await createTestUser(app, { firstName: 'Bob', lastName: "D'Angelo" });
  await createTestUser(app, { role: 'admin' });
  const [odd] = await app.db
    .insert(products)
    .values({
      name: 'Tab\tquote" back\\slash 🐲',
      description: 'line one\nline two, "quoted", {braces}',
      price: '0.01',
      compareAtPrice: '1234567890.99',
      images: ['a,b.png', 'with "quote".png', ''],
      sku: `ODD-${randomBytes(3).toString('hex')}`,
    })
    .returning();
  await app.db
    .update(productVariants)
    .set({ quantity: 7 })
    .where(eq(productVariants.productId, odd!.id));
  const catalogue = await app.db
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .limit(3);
  let placed = 0;
  for (const [i, customer] of [alice, bob, alice].entries()) {
    const product = catalogue[i % catalogue.length]!;
    await app.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          userId: customer.id,
          customerEmail: customer.email,
          customerName: 'Test Customer',
          customerPhone: i ? null : '+41 44 000 00 00',
          billingAddress: address('Bill'),
          shippingAddress: address('Ship'),
          subtotal: product.price,
          total: product.price,
          status: 'confirmed',
          paymentStatus: 'paid',
          idempotencyKey: `key-${i}`,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values({
        orderId: order!.id,
        productId: product.id,
        productName: product.name,
        quantity: 1,
        price: product.price,
        total: product.price,
      });
      await tx
        .update(productVariants)
        .set({ quantity: sql`${productVariants.quantity} - 1` })
        .where(eq(productVariants.productId, product.id));
    });
    placed++;
  }
  await app.db.insert(contactMessages).values({
    name: 'Visitor',
    email: 'v@example.com',
    subject: 'Hi',
    message: 'Ünïcode ✓ and <b>tags</b>',
  });
  await app.db
    .insert(settings)
    .values({ key: 'shop', value: { taxRate: 8.5, nested: { list: [1, 'two', null] } } })
    .onConflictDoNothing();
  await app.storage.put('product-images', 'dragons/red-dragon.png', randomBytes(2_500_000), {
    contentType: 'image/png',
  });
  await app.storage.put('models', 'quote/part.stl', Buffer.from('solid part\nendsolid part\n'), {
    contentType: 'model/stl',
    metadata: { units: 'mm' },
  });
  return { orders: placed, files: 2 };
}
