import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/sales';
import { notFound } from '../lib/domain-error';
import type { OrderActor } from './change-order';
import { writeTimelineEntry } from './write-timeline-entry';

/** The owner's internal note on an order's timeline (never shown to the customer). */
export async function writeOrderNote(
  db: Executor,
  orderId: string,
  note: string,
  actor: OrderActor,
): Promise<void> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order not found');
  await writeTimelineEntry(db, {
    orderId,
    actorUserId: actor.userId,
    actorLabel: actor.label,
    kind: 'note',
    note,
  });
}
