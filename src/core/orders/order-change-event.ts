import type { Cents } from '../money';
import type { OrderAction, OrderEffect, OrderPlan } from './order-lifecycle';
import type { OrderEventKind } from './order-timeline';

/** A plan that changes something: what the server applies in one transaction. */
export type ChangePlan = Extract<OrderPlan, { ok: true }>;

/** The effect of that type in a plan, if it has one (each type appears at most once). */
export function findEffect<T extends OrderEffect['type']>(
  plan: ChangePlan,
  type: T,
): Extract<OrderEffect, { type: T }> | undefined {
  return plan.effects.find((e): e is Extract<OrderEffect, { type: T }> => e.type === type);
}

/** The outbox event a change records: one per change, the first that applies in this order. */
export type OrderChangeEvent =
  | { type: 'order.paid' }
  | { type: 'order.shipped' }
  | { type: 'order.refunded'; amount: Cents }
  | { type: 'order.status_changed' };

/**
 * The event of a change. Payment first (the card order's confirmation must go whatever else
 * moved), then the shipped mail, then money given back (told to the customer, decision 132);
 * anything else, a refund recorded from the provider included, is only a live status update.
 */
export function chooseOrderEvent(action: OrderAction, plan: ChangePlan): OrderChangeEvent {
  if (action.type === 'mark_paid') return { type: 'order.paid' };
  if (findEffect(plan, 'send_shipped_mail')) return { type: 'order.shipped' };
  const refund = findEffect(plan, 'refund');
  if (refund && refund.amount > 0) return { type: 'order.refunded', amount: refund.amount };
  return { type: 'order.status_changed' };
}

/** The kind of timeline entry a change writes: by what was asked, not by what it caused. */
export function chooseTimelineKind(action: OrderAction): OrderEventKind {
  if (action.type === 'ship') return 'shipped';
  if (action.type === 'refund' || action.type === 'refund_to' || action.type === 'refund_lines')
    return 'refunded';
  if (action.type === 'mark_paid') return 'paid';
  return 'status_changed';
}
