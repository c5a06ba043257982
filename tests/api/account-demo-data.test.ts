import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema/catalog';
import { demoRecords } from '../../src/db/schema/operations';
import { discountCodes, shippingRates } from '../../src/db/schema/sales';
import { useTestApp } from '../support/test-app';
import { useTestUser } from '../support/test-users';

/** The owner's "remove demo data" (account page, admin section): the seed's rows go, the owner's stay. */
const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });

const call = (method: 'GET' | 'DELETE') =>
  t.app.inject({
    method,
    url: '/api/admin/demo-data',
    headers: { authorization: admin.authorization },
  });

describe('DELETE /api/admin/demo-data', () => {
  it('removes exactly the seeded rows, keeps the owner’s (a product in a demo category loses only its category)', async () => {
    const seeded = await t.app.db
      .select({ table: demoRecords.tableName, count: sql<number>`count(*)::int` })
      .from(demoRecords)
      .groupBy(demoRecords.tableName);
    const expected = {
      products: 0,
      categories: 0,
      discount_codes: 0,
      shipping_rates: 0,
      ...Object.fromEntries(seeded.map((r) => [r.table, r.count])),
    };
    expect(expected.products).toBeGreaterThan(0);
    expect(expected.categories).toBeGreaterThan(0);
    expect((await call('GET')).json()).toEqual({
      rows: Object.values(expected).reduce((a, b) => a + b, 0),
    });

    const demoCategory = (
      await t.app.db
        .select({ id: demoRecords.rowId })
        .from(demoRecords)
        .where(eq(demoRecords.tableName, 'categories'))
    )[0]!.id;
    const [ownCategory] = await t.app.db
      .insert(categories)
      .values({ name: 'Owner category' })
      .returning();
    const [ownProduct] = await t.app.db
      .insert(products)
      .values({ name: 'Owner product', price: '12.00', sku: 'OWNER-1', categoryId: demoCategory })
      .returning();
    const demoIds = (await t.app.db.select({ id: demoRecords.rowId }).from(demoRecords)).map(
      (r) => r.id,
    );

    const res = await call('DELETE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: expected });

    for (const table of [products, categories, discountCodes, shippingRates]) {
      expect(await t.app.db.$count(table, inArray(table.id, demoIds))).toBe(0);
    }
    expect(await t.app.db.$count(categories, eq(categories.id, ownCategory!.id))).toBe(1);
    const [kept] = await t.app.db.select().from(products).where(eq(products.id, ownProduct!.id));
    expect(kept?.categoryId).toBeNull();
    expect((await call('GET')).json()).toEqual({ rows: 0 });
    // Again: nothing left to remove.
    expect((await call('DELETE')).json()).toEqual({
      removed: { products: 0, categories: 0, discount_codes: 0, shipping_rates: 0 },
    });
  });
});
