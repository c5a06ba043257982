import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromCents, type Cents } from '#core/money';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/sales';
import { hasRefundEntry, writeTimelineEntry } from '../orders/write-timeline-entry';
import type { OrderActor } from '../orders/change-order';
import type { StripeGateway } from './stripe-gateway';

/** Who the timeline names for what Stripe's events change. */
export const STRIPE_ACTOR: OrderActor = { userId: null, label: 'Stripe' };

/**
 * A card payment that arrived after its order was cancelled goes straight back, and the owner's
 * timeline says so (the order's own figures stay those of an unpaid order).
 */
export async function returnLatePayment(
  deps: { db: Database; gateway: StripeGateway; log: FastifyBaseLogger },
  orderId: string,
  paymentIntentId: string,
  amount: Cents,
): Promise<void> {
  // Linked to its payment before the refund is asked for: Stripe's charge.refunded for it can
  // arrive before the refund's answer, and must find the order by that payment (it records
  // nothing more: an unpaid order counts no refund). Linked after, it was answered 404.
  await deps.db
    .update(orders)
    .set({ stripePaymentIntentId: paymentIntentId })
    .where(and(eq(orders.id, orderId), isNull(orders.stripePaymentIntentId)));
  const { refundId } = await deps.gateway.refund(
    paymentIntentId,
    amount,
    `late-payment-${orderId}`,
  );
  // Stripe may tell of the same payment twice (completed, then async succeeded): its refund is
  // the same one (same key), and so is its timeline entry.
  if (!(await hasRefundEntry(deps.db, orderId, refundId)))
    await writeTimelineEntry(deps.db, {
      orderId,
      actorUserId: STRIPE_ACTOR.userId,
      actorLabel: STRIPE_ACTOR.label,
      kind: 'refunded',
      detail: { amount: fromCents(amount), refundId, latePayment: true },
      note: 'Paid by card after the order was cancelled; the payment was given back',
    });
  deps.log.warn({ orderId }, 'Card payment for a cancelled order refunded');
}
