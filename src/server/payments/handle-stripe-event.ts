import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orders, paymentEvents } from '../../db/schema/sales';
import { toCents } from '#core/money';
import type { AfterCommit } from '../plugins/after-commit';
import { DomainError, notFound } from '../lib/domain-error';
import { changeOrder, type OrderActor } from '../orders/change-order';
import { returnLatePayment, STRIPE_ACTOR } from './return-late-payment';
import {
  toSessionState,
  type CheckoutSessionState,
  type StripeEvent,
  type StripeGateway,
} from './stripe-gateway';

export type StripeEventDeps = {
  db: Database;
  gateway: StripeGateway;
  afterCommit: AfterCommit;
  log: FastifyBaseLogger;
};

/**
 * Applies one verified Stripe event (decision 131), at most once: by its id (payment_events) and
 * by the order's state (a paid order is not paid again, a cancelled one not cancelled again, a
 * refund the shop made itself is already counted). An event for an order the shop cannot find
 * throws 404, so Stripe delivers it again later instead of it being lost.
 */
export async function handleStripeEvent(
  deps: StripeEventDeps,
  event: StripeEvent,
): Promise<string> {
  const [seen] = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen) return 'duplicate';
  let orderId: string | null = null;
  let outcome = 'ignored';
  // Narrowed by its type, each event carries the SDK's own object (a Checkout Session, a Charge).
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const session = toSessionState(event.data.object);
    orderId = await findOrderId(deps.db, session);
    outcome = await applySessionPaid(deps, orderId, session);
  } else if (event.type === 'checkout.session.expired') {
    const session = toSessionState(event.data.object);
    orderId = await findOrderId(deps.db, session);
    outcome = await applySessionExpired(deps, orderId, STRIPE_ACTOR);
  } else if (event.type === 'checkout.session.async_payment_failed') {
    // A delayed method (a bank debit) was refused after the session completed: the session will
    // never expire, so without this the order would hold its stock until the sweep.
    const session = toSessionState(event.data.object);
    orderId = await findOrderId(deps.db, session);
    outcome = await applySessionExpired(deps, orderId, STRIPE_ACTOR, 'The payment failed');
  } else if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const intent =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (intent) {
      const [row] = await deps.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.stripePaymentIntentId, intent));
      if (!row) throw notFound('No order is paid by this payment yet', 'order_unknown');
      orderId = row.id;
      outcome = await applyRefunded(deps, row.id, charge.amount_refunded);
    }
  }
  await deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, orderId })
    .onConflictDoNothing();
  return outcome;
}

/** The order a session pays: by its stored session id, else the order id Stripe carries for us. */
async function findOrderId(db: Database, session: CheckoutSessionState): Promise<string> {
  const [bySession] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.stripeSessionId, session.id));
  if (bySession) return bySession.id;
  if (session.orderId && /^[0-9a-f-]{36}$/i.test(session.orderId)) {
    const [byId] = await db
      .select({ id: orders.id, method: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, session.orderId));
    if (byId?.method === 'stripe') return byId.id;
  }
  throw notFound('This shop does not know that Checkout Session (yet)', 'session_unknown');
}

/**
 * Money arrived. The amount must be the order's own total (the session was made from it); a
 * payment arriving for an order that was cancelled meanwhile is given back at once.
 */
export async function applySessionPaid(
  deps: Pick<StripeEventDeps, 'db' | 'gateway' | 'afterCommit' | 'log'>,
  orderId: string,
  session: CheckoutSessionState,
): Promise<string> {
  if (session.paymentStatus !== 'paid') return 'awaiting_payment';
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order not found');
  if (session.amountTotal !== null && session.amountTotal !== toCents(order.total)) {
    deps.log.error(
      { orderId, amount: session.amountTotal },
      'Stripe amount differs from the order total',
    );
    return 'amount_mismatch';
  }
  try {
    const changed = await changeOrder(deps.db, orderId, { type: 'mark_paid' }, STRIPE_ACTOR, {
      paymentIntentId: session.paymentIntentId ?? undefined,
      sessionId: session.id,
    });
    await deps.afterCommit(changed, { urgency: 'now' });
    return changed.eventIds.length > 0 ? 'paid' : 'already_paid';
  } catch (error) {
    if (
      !(error instanceof DomainError) ||
      error.code !== 'order_cancelled' ||
      !session.paymentIntentId
    )
      throw error;
    // Paid after its hold ended and the order was cancelled: the money goes straight back.
    await returnLatePayment(
      deps,
      orderId,
      session.paymentIntentId,
      session.amountTotal ?? toCents(order.total),
    );
    return 'refunded_late_payment';
  }
}

/** The session ended unpaid: the order is cancelled and its stock returned (once). */
export async function applySessionExpired(
  deps: Pick<StripeEventDeps, 'db' | 'afterCommit'>,
  orderId: string,
  actor: OrderActor,
  reason = 'Payment not received in time',
): Promise<string> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order not found');
  if (order.status !== 'pending' || order.paymentStatus !== 'pending')
    return 'not_awaiting_payment';
  const changed = await changeOrder(
    deps.db,
    orderId,
    { type: 'set_status', status: 'cancelled' },
    actor,
    { reason },
  );
  await deps.afterCommit(changed, { urgency: 'now' });
  return changed.eventIds.length > 0 ? 'cancelled' : 'already_cancelled';
}

/**
 * Stripe says how much of the charge is refunded in all. What the shop already counts (its own
 * refunds, recorded with the SDK call) is not refunded again; only a refund made elsewhere (the
 * Stripe dashboard) is recorded, without calling Stripe.
 */
async function applyRefunded(
  deps: StripeEventDeps,
  orderId: string,
  amountRefunded: number,
): Promise<string> {
  // Planned on the locked row: a shop refund still in its transaction is waited for, then seen.
  const changed = await changeOrder(
    deps.db,
    orderId,
    { type: 'refund_to', refundedTotal: amountRefunded },
    STRIPE_ACTOR,
    { reason: 'Refunded in Stripe' },
  );
  if (changed.eventIds.length === 0) return 'already_counted';
  await deps.afterCommit(changed, { urgency: 'now' });
  return 'refund_recorded';
}
