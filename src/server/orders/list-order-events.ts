import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/sales';
import type { OrderTimeline } from '#core/orders/order-timeline';
import { notFound } from '../lib/domain-error';

/** The order's timeline for its owner, oldest first, with the customer's checkout note. */
export async function listOrderEvents(db: Executor, orderId: string): Promise<OrderTimeline> {
  const [order] = await db
    .select({ customerNote: orders.customerNote, refundedAmount: orders.refundedAmount })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound('Order not found');
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return {
    customerNote: order.customerNote,
    refundedAmount: order.refundedAmount,
    events: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      actorLabel: r.actorLabel,
      detail: r.detail,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
