import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { readOrderCounts } from '../orders/count-orders';

export type ShopGauges = {
  /** Orders by order status and payment status (the shop's payment states). */
  orders: { status: string; paymentStatus: string; count: number }[];
  /** Mail not yet delivered; of those, retrying after a failed attempt, and given up (failed, awaiting a resend). */
  mailOutbox: { unsent: number; retrying: number; failed: number };
};

/**
 * The figures /metrics reads from the database at each scrape, so every API process reports the
 * same shared truth. Two small queries: the orders' counts from the trigger-kept deltas (decision
 * 052), the outbox's from its partial unsent index.
 */
export async function readShopGauges(db: Executor): Promise<ShopGauges> {
  const orders = await readOrderCounts(db);
  const [mail] = await queryRows<{ unsent: number; retrying: number; failed: number }>(
    db,
    sql`select count(*)::int as unsent,
               count(*) filter (where error is not null and failed_at is null)::int as retrying,
               count(*) filter (where failed_at is not null)::int as failed
          from mail_outbox where sent_at is null`,
  );
  return {
    orders,
    mailOutbox: {
      unsent: mail?.unsent ?? 0,
      retrying: mail?.retrying ?? 0,
      failed: mail?.failed ?? 0,
    },
  };
}
