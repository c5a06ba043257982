import { eq } from 'drizzle-orm';
import { deriveProductionStatus } from '#core/production/order-production';
import type { Transaction } from '../../db/client';
import { printJobs } from '../../db/schema/production';
import { orders } from '../../db/schema/sales';
import { recordEvent } from '../domain-events/domain-event';
import { writeTimelineEntry } from '../orders/write-timeline-entry';
import type { ProductionActor } from './write-job-entry';

const WORDS = {
  in_production: 'In production',
  ready_to_ship: 'Ready to ship: every print is good',
} as const;

/**
 * The order follows its jobs (decision 170), in the change's transaction: its production status
 * from all its jobs, a timeline entry when it moves, and the `order.production` event (the
 * customer's live line states; the ready-to-ship mail when every print became good). The caller
 * holds the order's row lock (it locked the order before the printers).
 */
export async function updateOrderProduction(
  tx: Transaction,
  orderId: string,
  actor: ProductionActor,
): Promise<string[]> {
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerEmail: orders.customerEmail,
      customerName: orders.customerName,
      productionStatus: orders.productionStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return [];
  const jobs = await tx
    .select({ state: printJobs.state })
    .from(printJobs)
    .where(eq(printJobs.orderId, orderId));
  const next = deriveProductionStatus(jobs);
  const moved = next !== order.productionStatus;
  if (moved) {
    await tx.update(orders).set({ productionStatus: next }).where(eq(orders.id, orderId));
    await writeTimelineEntry(tx, {
      orderId,
      actorUserId: actor.userId,
      actorLabel: actor.label,
      kind: 'production',
      detail: {
        from: order.productionStatus,
        to: next,
        text: next ? WORDS[next] : 'Nothing left to print',
      },
    });
  }
  const eventId = await recordEvent(tx, {
    type: 'order.production',
    orderId,
    orderNumber: order.orderNumber,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    productionStatus: next,
    readyToShip: moved && next === 'ready_to_ship',
  });
  return [eventId];
}
