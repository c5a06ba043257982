import { eq } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductView } from '#core/catalog/catalog-responses';
import { products } from '../../src/db/schema/catalog';
import { useTestApp } from '../support/test-app';
import { useTestUser } from '../support/test-users';
import { createProduct, placeOrder, standardRate } from '../support/store-fixtures';

/** GET /api/products is served from memory, revalidated with ETags, and never stale after a write. */
let rateId: string;
let product: { id: string };
const t = useTestApp();
const customer = useTestUser(t);
beforeAll(async () => {
  rateId = (await standardRate(t.app)).id;
  product = await createProduct(t.app, { price: '10.00', quantity: 9, name: 'Cache Test Fidget' });
});

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/products', headers });
const quantityIn = (body: string) =>
  (JSON.parse(body) as ProductView[]).find((p) => p.id === product.id)?.quantity;

describe('GET /api/products cache', () => {
  it('answers 304 to a client that has the current list, and br to one that accepts it', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(quantityIn(first.body)).toBe(9);
    const again = await list({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const br = await list({ 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('shows the new stock right after an order, with a new ETag', async () => {
    const before = await list();
    const order = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 2 }],
      shippingRateId: rateId,
    });
    expect(order.statusCode).toBe(201);
    const after = await list({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(quantityIn(after.body)).toBe(7);
  });

  it('drops a product as soon as a product.changed event says so', async () => {
    expect(quantityIn((await list()).body)).toBe(7);
    await t.app.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    await t.app.events.publish({ type: 'product.changed', productIds: [product.id] });
    expect(quantityIn((await list()).body)).toBeUndefined();
  });
});
