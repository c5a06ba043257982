import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products, productVariants } from '../../src/db/schema/catalog';
import type { AdminProductDetail } from '#core/catalog/catalog-responses';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';

/**
 * The variants grid: a variant SKU another product holds is refused with the variant's cell named,
 * so the admin's form shows it at that cell (not the database's generic "already exists").
 */
const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });

const send = adminApi(t, admin);

const options = [{ name: 'Colour', values: ['Red', 'Blue'] }];
const product = (tag: string, skus: [string, string]) => ({
  name: `Taken ${tag}`,
  price: '1',
  sku: tag,
  stock: 0,
  options,
  variants: [
    { optionValues: ['Red'], sku: skus[0], price: '5.00', stock: 1 },
    { optionValues: ['Blue'], sku: skus[1], price: '6.00', stock: 2 },
  ],
});

it("refuses another product's variant SKU at the variant's cell, creating and editing, and changes nothing", async () => {
  const tag = `TKN-${randomUUID().slice(0, 8).toUpperCase()}`;
  const first = await send('POST', '/products', product(`${tag}-A`, [`${tag}-A1`, `${tag}-A2`]));
  expect(first.statusCode, first.body).toBe(201);

  const created = await send('POST', '/products', product(`${tag}-B`, [`${tag}-B1`, `${tag}-A2`]));
  expect(created.statusCode).toBe(409);
  expect(created.json()).toMatchObject({
    error: 'sku_taken',
    issues: [{ path: 'variants.1.sku', message: `SKU ${tag}-A2 is used by another product` }],
  });
  expect(
    await t.app.db
      .select()
      .from(products)
      .where(eq(products.sku, `${tag}-B`)),
  ).toEqual([]);

  const second = await send('POST', '/products', product(`${tag}-C`, [`${tag}-C1`, `${tag}-C2`]));
  const { id } = second.json<AdminProductDetail>();
  const edited = await send(
    'PUT',
    `/products/${id}`,
    product(`${tag}-C`, [`${tag}-A1`, `${tag}-C2`]),
  );
  expect(edited.statusCode).toBe(409);
  expect(edited.json()).toMatchObject({ issues: [{ path: 'variants.0.sku' }] });
  const rows = await t.app.db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.productId, id));
  expect(rows.map((row) => row.sku).sort()).toEqual([`${tag}-C1`, `${tag}-C2`]);

  // Its own SKUs may still move between its variants in one save.
  const swapped = await send(
    'PUT',
    `/products/${id}`,
    product(`${tag}-C`, [`${tag}-C2`, `${tag}-C1`]),
  );
  expect(swapped.statusCode, swapped.body).toBe(200);
});
