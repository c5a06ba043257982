import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminProductDetail } from '#core/catalog/catalog-responses';
import type { ShippingOptionsView } from '#core/shipping/shipping-responses';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';

/**
 * Decision 172: a variant's own weight in grams overrides its product's, set by the owner in the
 * admin product routes (0 to 1,000,000 g, the product's limit; null: the product's), and the server weighs the cart
 * with it. Runs on PGlite and on PostgreSQL.
 */
const t = useTestApp();
const owner = useTestUser(t, { role: 'admin' });
const customer = useTestUser(t);
const admin = () => adminApi(t, owner);

const options = [{ name: 'Size', values: ['Small', 'Large'] }];
const variantsFor = (tag: string, large: object = {}) => [
  { optionValues: ['Small'], sku: `${tag}-S`, price: '10.00', stock: 20 },
  { optionValues: ['Large'], sku: `${tag}-L`, price: '18.00', stock: 20, ...large },
];

async function createVase(large: object) {
  const tag = `WGT-${randomUUID().slice(0, 8).toUpperCase()}`;
  const res = await admin()('POST', '/products', {
    name: `Weighed Vase ${tag}`,
    price: '10.00',
    sku: tag,
    stock: 0,
    weightGrams: '300',
    options,
    variants: variantsFor(tag, large),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { tag, product: res.json<AdminProductDetail>() };
}

const edit = (id: string, tag: string, large: object) =>
  admin()('PUT', `/products/${id}`, {
    name: `Weighed Vase ${tag}`,
    price: '10.00',
    sku: tag,
    stock: 0,
    options,
    variants: variantsFor(tag, large),
  });

const weights = (product: AdminProductDetail) =>
  product.variants.map((variant) => [variant.sku.slice(-1), variant.weightGrams]);

async function cartWeight(productId: string, variantId: string, quantity: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/shipping-options',
    headers: { authorization: customer.authorization },
    payload: { items: [{ productId, variantId, quantity }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShippingOptionsView>().weightGrams;
}

describe("a variant's own weight", () => {
  it('is saved, read back, weighs the cart, and cleared falls back to the product', async () => {
    const { tag, product } = await createVase({ weightGrams: '1250' });
    expect(product.weightGrams).toBe(300);
    expect(weights(product)).toEqual([
      ['S', null],
      ['L', 1250],
    ]);
    const read = await admin()('GET', `/products/${product.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(weights(read.json<AdminProductDetail>())).toEqual([
      ['S', null],
      ['L', 1250],
    ]);

    const [small, large] = product.variants;
    // The large one by its own weight, the small one by its product's.
    expect(await cartWeight(product.id, large!.id, 2)).toBe(2500);
    expect(await cartWeight(product.id, small!.id, 2)).toBe(600);

    // A number is taken as well as the typed text; 0 is a weight, not none.
    const zero = await edit(product.id, tag, { weightGrams: 0 });
    expect(zero.statusCode, zero.body).toBe(200);
    expect(weights(zero.json<AdminProductDetail>())).toEqual([
      ['S', null],
      ['L', 0],
    ]);
    expect(await cartWeight(product.id, large!.id, 3)).toBe(0);

    // An edit that leaves the weight out keeps it (an older client).
    const kept = await edit(product.id, tag, {});
    expect(weights(kept.json<AdminProductDetail>())).toEqual([
      ['S', null],
      ['L', 0],
    ]);

    const cleared = await edit(product.id, tag, { weightGrams: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = cleared.json<AdminProductDetail>();
    expect(weights(after)).toEqual([
      ['S', null],
      ['L', null],
    ]);
    // The variant keeps its row (and id): only its weight went back to the product's.
    expect(after.variants[1]!.id).toBe(large!.id);
    expect(await cartWeight(product.id, large!.id, 2)).toBe(600);

    const max = await edit(product.id, tag, { weightGrams: 1_000_000 });
    expect(max.statusCode, max.body).toBe(200);
    expect(weights(max.json<AdminProductDetail>())[1]).toEqual(['L', 1_000_000]);
  });

  it('is refused out of range or not whole grams, at its cell, and nothing is saved', async () => {
    const { tag, product } = await createVase({ weightGrams: 400 });
    for (const weightGrams of [1_000_001, -1, 2.5, '1.5 kg', '12e3']) {
      const res = await edit(product.id, tag, { weightGrams });
      expect(res.statusCode, `${String(weightGrams)}: ${res.body}`).toBe(400);
      expect(res.body).toContain('variants');
      expect(res.body).toContain('weightGrams');
    }
    const created = await admin()('POST', '/products', {
      name: `Too Heavy ${tag}`,
      price: '10.00',
      sku: `${tag}-X`,
      stock: 0,
      options,
      variants: variantsFor(`${tag}-X`, { weightGrams: 2_500_000 }),
    });
    expect(created.statusCode, created.body).toBe(400);
    const read = await admin()('GET', `/products/${product.id}`);
    expect(weights(read.json<AdminProductDetail>())).toEqual([
      ['S', null],
      ['L', 400],
    ]);
  });
});
