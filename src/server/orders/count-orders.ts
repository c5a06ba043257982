import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export type OrderCount = { status: string; paymentStatus: string; count: number };

/** Past this many delta rows a read folds them back to one row per pair (a few ms, rarely). */
export const COMPACT_AFTER_ROWS = 1_000;

/**
 * The orders' counts by status and payment status, from the deltas the `orders` trigger writes
 * (migration 0011, decision 052): a sum over a few hundred small rows, however many orders
 * there are, where `count(*)` over the orders reads the whole table. Exact: the deltas are
 * written in the transaction that changes the order.
 */
export async function readOrderCounts(db: Database): Promise<OrderCount[]> {
  const rows = await queryRows<{
    status: string;
    payment_status: string;
    n: number | string;
    deltas: number | string;
  }>(
    db,
    sql`select status, payment_status, sum(n)::bigint as n, count(*)::int as deltas
          from order_counts group by status, payment_status`,
  );
  const deltas = rows.reduce((sum, r) => sum + Number(r.deltas), 0);
  if (deltas > COMPACT_AFTER_ROWS + rows.length) await compactOrderCounts(db);
  return rows
    .filter((r) => Number(r.n) !== 0)
    .map((r) => ({ status: r.status, paymentStatus: r.payment_status, count: Number(r.n) }));
}

/** How many orders there are in all, or with one order status: the admin orders list's total when it is not searched. */
export async function countOrders(db: Database, status?: string): Promise<number> {
  const counts = await readOrderCounts(db);
  return counts.reduce(
    (sum, c) => (status === undefined || c.status === status ? sum + c.count : sum),
    0,
  );
}

/**
 * Replaces the deltas by their sums in one statement. Safe beside checkouts and other
 * compactions: it deletes only rows its snapshot sees (a concurrent compaction's deleted rows are
 * skipped, uncommitted deltas are left for the next time) and inserts exactly their sums. Then
 * vacuums the (small) table: PGlite has no autovacuum, and the deleted deltas would otherwise
 * pile up as dead rows every sum reads past. Not in a transaction (VACUUM cannot run in one).
 */
export async function compactOrderCounts(db: Database): Promise<void> {
  await db.execute(sql`
    with gone as (delete from order_counts returning status, payment_status, n)
    insert into order_counts (status, payment_status, n)
    select status, payment_status, sum(n) from gone group by status, payment_status having sum(n) <> 0`);
  await db.execute(sql`vacuum order_counts`);
}
