import { and, eq, sql } from 'drizzle-orm';
import type { OrderEventKind } from '#core/orders/order-timeline';
import type { Executor } from '../../db/client';
import { orderEvents } from '../../db/schema/sales';

/** One entry of an order's timeline, as the owner will read it (decision 127). */
export type TimelineEntry = {
  orderId: string;
  actorUserId: string | null;
  actorLabel: string;
  kind: OrderEventKind;
  detail?: Record<string, unknown>;
  note?: string | null;
};

/**
 * The only module that writes timeline rows (lint refuses an insert into order_events anywhere
 * else in the server), so what an entry holds is decided in one place. The exception is the
 * placed order's 'placed' entry, written inside checkout's one statement for a new order.
 */
export async function writeTimelineEntry(executor: Executor, entry: TimelineEntry): Promise<void> {
  await executor.insert(orderEvents).values(entry);
}

/** Whether the order's timeline already tells of this provider refund (a webhook sent twice). */
export async function hasRefundEntry(
  executor: Executor,
  orderId: string,
  refundId: string,
): Promise<boolean> {
  const [told] = await executor
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(eq(orderEvents.orderId, orderId), sql`${orderEvents.detail}->>'refundId' = ${refundId}`),
    );
  return told !== undefined;
}
