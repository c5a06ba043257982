import { fromCents, toCents } from '#core/money';
import { chooseTimelineKind, findEffect, type ChangePlan } from '#core/orders/order-change-event';
import type { OrderAction } from '#core/orders/order-lifecycle';
import type { Executor } from '../../db/client';
import type { OrderRow } from './lock-order';
import type { ReturnedGoods } from './return-order-stock';
import { writeTimelineEntry } from './write-timeline-entry';

export type AppliedChange = {
  action: OrderAction;
  plan: ChangePlan;
  /** The row as it was locked, and as the change left it. */
  current: OrderRow;
  order: OrderRow;
  returned: ReturnedGoods;
  refundId: string | null;
};

/**
 * The change's timeline entry: what moved, in the words the owner's timeline shows. Each part
 * appears only when it happened, so an entry says no more than the change did.
 */
export async function writeChangeEntry(
  tx: Executor,
  change: AppliedChange,
  actor: { userId: string | null; label: string },
  reason: string | undefined,
): Promise<void> {
  const { action, plan, current, order, returned, refundId } = change;
  const refund = findEffect(plan, 'refund');
  const tracking = findEffect(plan, 'set_tracking');
  const lineStock = findEffect(plan, 'return_line_stock');
  await writeTimelineEntry(tx, {
    orderId: current.id,
    actorUserId: actor.userId,
    actorLabel: actor.label,
    kind: chooseTimelineKind(action),
    detail: {
      ...(current.status !== order.status ? { from: current.status, to: order.status } : {}),
      ...(refund ? { amount: fromCents(refund.amount) } : {}),
      ...(refundId ? { refundId } : {}),
      ...(action.type === 'refund_to'
        ? { amount: fromCents(plan.next.refunded - toCents(current.refundedAmount)) }
        : {}),
      ...(action.type === 'mark_paid' ? { method: current.paymentMethod } : {}),
      ...(tracking ? { trackingNumber: tracking.trackingNumber } : {}),
      ...(returned.stockKept
        ? { stockKept: true }
        : returned.stockChanged.length > 0 || findEffect(plan, 'return_stock')
          ? { stockReturned: true }
          : {}),
      ...(lineStock ? { lines: lineStock.lines } : {}),
      ...(returned.discountReleased ? { discountReleased: true } : {}),
    },
    note: reason ?? null,
  });
}
