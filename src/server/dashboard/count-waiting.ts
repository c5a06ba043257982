import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { Waiting } from '#core/dashboard/dashboard-responses';

/**
 * What waits for the owner, in one statement on small reads (decision 174): open orders from the
 * order counts' deltas (a sum over a few hundred rows however many orders, decision 052), quote
 * requests on (status, created_at), unread messages on the partial index of unread ones.
 */
export async function countWaiting(db: Executor): Promise<Waiting> {
  const [row] = await queryRows<{ orders: number | string; quotes: number; messages: number }>(
    db,
    sql`select
      (select coalesce(sum(n), 0)::bigint from order_counts
        where status in ('pending', 'confirmed', 'processing')
          and payment_status in ('pending', 'paid')) as orders,
      (select count(*)::int from print_quotes where status = 'requested') as quotes,
      (select count(*)::int from contact_messages where read_at is null) as messages`,
  );
  return {
    orders: Math.max(0, Number(row?.orders ?? 0)),
    quotes: row?.quotes ?? 0,
    messages: row?.messages ?? 0,
  };
}
