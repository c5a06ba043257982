import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateShop } from '../../bench/lib/generate-shop';
import { adminOrdersPageSchema } from '../../src/core/orders/order-lists';
import { queryRows } from '../../src/db/query-rows';
import { orders } from '../../src/db/schema/sales';
import { COMPACT_AFTER_ROWS, readOrderCounts } from '../../src/server/orders/count-orders';
import { createProduct, cheapestRate, placeOrder } from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { createTestUser, useTestUser } from '../support/test-users';

// Decision 052: the orders list's unsearched totals and the metrics gauge come from the deltas a
// trigger writes with every order change, never from count(*) over the orders.
const t = useTestApp({}, { timeout: 120_000 });
const admin = useTestUser(t, { role: 'admin' });
beforeAll(async () => {
  await generateShop(t.app.db, { orders: 240, customers: 12, products: 4, contactMessages: 3 });
}, 120_000);

/** The truth the deltas must agree with, read the slow way. */
async function countedByScan() {
  const rows = await queryRows<{ status: string; payment_status: string; n: number }>(
    t.app.db,
    sql`select status, payment_status, count(*)::int as n from orders group by status, payment_status`,
  );
  return rows.map((r) => ({ status: r.status, paymentStatus: r.payment_status, count: r.n }));
}
const sorted = <T extends { status: string; paymentStatus: string }>(rows: T[]) =>
  [...rows].sort((a, b) =>
    `${a.status}/${a.paymentStatus}`.localeCompare(`${b.status}/${b.paymentStatus}`),
  );
const deltaRows = async () =>
  (await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from order_counts`))[0]!
    .n;
const listTotal = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders?${query}`,
    headers: { authorization: admin.authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  return adminOrdersPageSchema.parse(res.json()).total;
};

describe('order counts kept by the orders trigger', () => {
  it('match a count of the orders after inserts, status and payment changes and deletes', async () => {
    expect(sorted(await readOrderCounts(t.app.db))).toEqual(sorted(await countedByScan()));
    const [a, b, c] = await t.app.db.select({ id: orders.id }).from(orders).limit(3);
    await t.app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, a!.id));
    await t.app.db
      .update(orders)
      .set({ paymentStatus: 'refunded', status: 'cancelled' })
      .where(eq(orders.id, b!.id));
    // An update that leaves both states as they are writes no delta.
    const before = await deltaRows();
    await t.app.db.update(orders).set({ customerPhone: '555-0100' }).where(eq(orders.id, c!.id));
    expect(await deltaRows()).toBe(before);
    await t.app.db.delete(orders).where(eq(orders.id, c!.id));
    const scanned = await countedByScan();
    expect(sorted(await readOrderCounts(t.app.db))).toEqual(sorted(scanned));

    const all = scanned.reduce((sum, r) => sum + r.count, 0);
    expect(await listTotal()).toBe(all);
    for (const status of ['confirmed', 'shipped', 'cancelled'] as const) {
      expect(await listTotal(`status=${status}`), status).toBe(
        scanned.filter((r) => r.status === status).reduce((sum, r) => sum + r.count, 0),
      );
    }
  });

  it('counts orders placed through checkout, and folds the deltas back when they pile up', async () => {
    const customer = await createTestUser(t.app);
    const product = await createProduct(t.app, { price: '3.00', quantity: 100 });
    const rate = await cheapestRate(t.app);
    const before = await listTotal('status=confirmed');
    const placed = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeOrder(t.app, customer.authorization, {
          items: [{ productId: product.id, quantity: 1 }],
          shippingRateId: rate.id,
        }),
      ),
    );
    expect(placed.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(await listTotal('status=confirmed')).toBe(before + 6);

    // Copies of one order, in one statement: a delta each, with no read in between to fold them.
    await t.app.db.execute(sql`
      insert into orders (customer_email, customer_name, billing_address, shipping_address, subtotal, total, status, payment_status)
      select o.customer_email, o.customer_name, o.billing_address, o.shipping_address, o.subtotal, o.total,
             (array['pending', 'shipped', 'delivered'])[1 + g % 3], case when g % 2 = 0 then 'paid' else 'pending' end
      from (select * from orders limit 1) o cross join generate_series(1, ${COMPACT_AFTER_ROWS + 50}::int) g`);
    expect(await deltaRows()).toBeGreaterThan(COMPACT_AFTER_ROWS);
    const counts = await readOrderCounts(t.app.db);
    expect(sorted(counts)).toEqual(sorted(await countedByScan()));
    // One row per status and payment status pair is left, with the same sums.
    expect(await deltaRows()).toBe(counts.length);
    expect(sorted(await readOrderCounts(t.app.db))).toEqual(sorted(counts));
  }, 60_000);
});
