import { toCents, type Cents } from '#core/money';
import { findEffect, type ChangePlan } from '#core/orders/order-change-event';
import type { OrderRow } from './lock-order';

/**
 * Gives money back through the order's own payment method (decision 130; app.payments.refund).
 * Called inside the transaction, with the row locked: a failed refund changes nothing, and the
 * key makes a retry of the same refund the same refund at the provider.
 */
export type RefundCall = (
  order: OrderRow,
  amount: Cents,
  idempotencyKey: string,
) => Promise<{ refundId: string | null }>;

export type PaymentCalls = {
  refund?: RefundCall;
  closePayment?: (order: OrderRow) => Promise<void>;
};

/**
 * The provider's part of a change, after the database's writes and before the timeline entry
 * (which names the refund): money back through the method that took it, or the checkout still
 * open closed. Answers the provider's refund id, if it gave one.
 */
export async function returnOrderPayment(
  current: OrderRow,
  plan: ChangePlan,
  calls: PaymentCalls,
): Promise<string | null> {
  const refund = findEffect(plan, 'refund');
  // A card through Stripe; none and manual only record it (the owner pays back by hand).
  // Refused here, the whole change rolls back.
  let refundId: string | null = null;
  if (refund && current.paymentMethod !== 'none') {
    if (!calls.refund) throw new Error('changeOrder: a refund needs the payment adapters');
    ({ refundId } = await calls.refund(
      current,
      refund.amount,
      `refund-${current.id}-${toCents(current.refundedAmount)}-${refund.amount}`,
    ));
  }
  // With the row locked: a payment webhook racing this cancel waits, then finds the order
  // cancelled and gives the money back (handle-stripe-event's late payment).
  if (findEffect(plan, 'close_payment') && calls.closePayment) await calls.closePayment(current);
  return refundId;
}
