import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema/sales';
import { toCents } from '#core/money';
import { DomainError } from '../lib/domain-error';
import type { AfterCommit } from '../plugins/after-commit';
import { changeOrder } from '../orders/change-order';
import type { StripeGateway } from './stripe-gateway';

export type CardPaymentDeps = {
  db: Database;
  gateway: StripeGateway | null;
  afterCommit: AfterCommit;
  publicUrl: string;
};

/**
 * After a card order's commit: its Checkout Session, made from the order's stored total (never a
 * figure from the request) and expiring with the order's hold. A retry (the same Idempotency-Key
 * replayed) answers the stored page, or makes the same session again (Stripe's idempotency by
 * the order id). When Stripe cannot be reached the order is cancelled at once, its stock given
 * back, and the customer hears it with a 503.
 */
export async function startCardPayment(deps: CardPaymentDeps, orderId: string): Promise<string> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished`);
  if (order.stripeCheckoutUrl) return order.stripeCheckoutUrl;
  try {
    if (!deps.gateway) throw new Error('Stripe is not configured');
    const items = await deps.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const base = deps.publicUrl.replace(/\/$/, '');
    const session = await deps.gateway.createCheckoutSession({
      orderId,
      orderNumber: order.orderNumber,
      customerEmail: order.customerEmail,
      amount: toCents(order.total),
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      expiresAt: order.paymentDueAt ?? new Date(Date.now() + 30 * 60_000),
      successUrl: `${base}/orders?payment=success&order=${orderId}`,
      cancelUrl: `${base}/checkout?payment=cancelled&order=${orderId}`,
    });
    if (!session.url) throw new Error('Stripe answered a session without a page');
    await deps.db
      .update(orders)
      .set({
        stripeSessionId: session.id,
        stripeCheckoutUrl: session.url,
        // Stripe's own expiry is the hold's end: the sweep and the expired event agree.
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, orderId),
          or(isNull(orders.stripeSessionId), eq(orders.stripeSessionId, session.id)),
        ),
      );
    return session.url;
  } catch (error) {
    const changed = await changeOrder(
      deps.db,
      orderId,
      { type: 'set_status', status: 'cancelled' },
      { userId: null, label: 'Payment' },
      { reason: 'Card payment could not be started' },
    );
    await deps.afterCommit(changed, { urgency: 'now' });
    throw new DomainError(
      'busy',
      'payment_unavailable',
      'Card payments are unavailable right now. Please try again in a few minutes.',
      { retryAfterSeconds: 60, details: { cause: (error as Error).message } },
    );
  }
}
