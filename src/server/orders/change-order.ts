import type { Database } from '../../db/client';
import { toCents } from '#core/money';
import { chooseOrderEvent } from '#core/orders/order-change-event';
import { planOrderChange, type OrderAction, type OrderState } from '#core/orders/order-lifecycle';
import { conflict } from '../lib/domain-error';
import { applyOrderFollowers } from './apply-order-followers';
import { applyOrderPlan } from './apply-order-plan';
import { lockOrder, type OrderRow } from './lock-order';
import { recordOrderChange } from './record-order-change';
import { returnOrderPayment, type RefundCall } from './return-order-payment';
import { returnOrderStock } from './return-order-stock';
import { writeChangeEntry } from './write-change-entry';

export type { RefundCall } from './return-order-payment';

/** Who made a change, as the timeline names them. */
export type OrderActor = { userId: string | null; label: string };

export type ChangeExtra = {
  reason?: string;
  /** Needed for any change that refunds (cancel of a paid order, a refund). */
  refund?: RefundCall;
  /**
   * Closes a payment still open at the provider when an unpaid order is cancelled (a card
   * checkout page the customer could still pay on). Callers that close it themselves first
   * (the expiry sweep, Stripe's own expired event) leave it out.
   */
  closePayment?: (order: OrderRow) => Promise<void>;
  /** With mark_paid from Stripe: what paid it. */
  paymentIntentId?: string;
  sessionId?: string;
};

function toState(row: OrderRow): OrderState {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfillmentStatus: row.fulfillmentStatus,
    total: toCents(row.total),
    refunded: toCents(row.refundedAmount),
    shipped: row.shippedAt !== null,
  };
}

/**
 * The one place that changes an order's lifecycle (decision 127): the status select, the
 * shipment form and refunds all come here. Named steps in ONE transaction, in this order (the
 * order of the writes is part of the contract: the refund is asked for only once the database
 * has taken the change, and the timeline names the refund it got). The caller dispatches
 * `eventIds` after commit.
 */
export async function changeOrder(
  db: Database,
  id: string,
  action: OrderAction,
  actor: OrderActor,
  extra: ChangeExtra = {},
) {
  return db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const plan = planOrderChange(toState(current), action);
    if (!plan.ok) throw conflict(plan.reason, plan.code);
    if (!plan.changed)
      return { order: current, eventIds: [] as string[], stockChanged: [] as string[] };
    const order = await applyOrderPlan(tx, current, plan, action, extra);
    const returned = await returnOrderStock(tx, current, plan);
    const refundId = await returnOrderPayment(current, plan, extra);
    await writeChangeEntry(
      tx,
      { action, plan, current, order, returned, refundId },
      actor,
      extra.reason,
    );
    const eventId = await recordOrderChange(
      tx,
      chooseOrderEvent(action, plan),
      order,
      extra.reason,
    );
    // What other domains do when an order changes (decision 170: its print jobs), in this transaction.
    const followed = await applyOrderFollowers(tx, {
      before: current,
      after: order,
      action,
      actor,
    });
    return { order, eventIds: [eventId, ...followed], stockChanged: returned.stockChanged };
  });
}
