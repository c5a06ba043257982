import { and, eq } from 'drizzle-orm';
import { fromCents } from '#core/money';
import { findEffect, type ChangePlan } from '#core/orders/order-change-event';
import type { OrderAction } from '#core/orders/order-lifecycle';
import type { Transaction } from '../../db/client';
import { orders } from '../../db/schema/sales';
import { conflict } from '../lib/domain-error';
import type { OrderRow } from './lock-order';

/** What paid the order, kept on it when Stripe's webhook marks it paid. */
export type PaidBy = { paymentIntentId?: string; sessionId?: string };

/**
 * Writes the planned state, only if the row still has the status and refund it was planned
 * from: a change that slipped past the lock (or a caller that planned without it) is refused
 * rather than applied over a state nobody planned from.
 */
export async function applyOrderPlan(
  tx: Transaction,
  current: OrderRow,
  plan: ChangePlan,
  action: OrderAction,
  paidBy: PaidBy,
): Promise<OrderRow> {
  const tracking = findEffect(plan, 'set_tracking');
  const [order] = await tx
    .update(orders)
    .set({
      status: plan.next.status,
      paymentStatus: plan.next.paymentStatus,
      fulfillmentStatus: plan.next.fulfillmentStatus,
      refundedAmount: fromCents(plan.next.refunded),
      ...(tracking
        ? { trackingNumber: tracking.trackingNumber, trackingUrl: tracking.trackingUrl }
        : {}),
      ...(findEffect(plan, 'set_shipped_at') ? { shippedAt: new Date() } : {}),
      ...(action.type === 'mark_paid' && paidBy.paymentIntentId
        ? { stripePaymentIntentId: paidBy.paymentIntentId }
        : {}),
      ...(action.type === 'mark_paid' && paidBy.sessionId
        ? { stripeSessionId: paidBy.sessionId }
        : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.id, current.id),
        eq(orders.status, current.status),
        eq(orders.refundedAmount, current.refundedAmount),
      ),
    )
    .returning();
  if (!order)
    throw conflict('The order changed meanwhile; reload it and try again', 'order_changed');
  return order;
}
