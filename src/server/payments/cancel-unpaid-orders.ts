import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/sales';
import type { AfterCommit } from '../plugins/after-commit';
import { applySessionExpired, applySessionPaid } from './handle-stripe-event';
import type { StripeGateway } from './stripe-gateway';

export type UnpaidSweepDeps = {
  db: Database;
  gateway: StripeGateway | null;
  afterCommit: AfterCommit;
  log: FastifyBaseLogger;
};

/** At most this many orders per run; the next run takes the rest. */
const BATCH = 50;

/**
 * Orders still unpaid past their hold give their stock back (decision 130): a manual order N
 * days after placement, a card order once its Checkout Session is past expiry (in case Stripe's
 * `checkout.session.expired` never arrives). A card session is expired at Stripe first, so it can
 * no longer be paid; if it was paid meanwhile the order is marked paid instead. Each order goes
 * through the lifecycle, so a sweep racing a webhook returns the stock once.
 */
export async function cancelUnpaidOrders(deps: UnpaidSweepDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({
      id: orders.id,
      method: orders.paymentMethod,
      sessionId: orders.stripeSessionId,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.paymentDueAt, now),
      ),
    )
    .orderBy(asc(orders.paymentDueAt))
    .limit(BATCH);
  let done = 0;
  for (const order of due) {
    try {
      const gateway = deps.gateway;
      if (order.method === 'stripe' && order.sessionId && gateway) {
        const session = await gateway.expireSession(order.sessionId);
        if (session.status === 'complete') {
          await applySessionPaid({ ...deps, gateway }, order.id, session);
          done += 1;
          continue;
        }
      }
      const label = order.method === 'manual' ? 'Unpaid in time' : 'Checkout expired';
      const outcome = await applySessionExpired(deps, order.id, { userId: null, label });
      if (outcome === 'cancelled') done += 1;
    } catch (error) {
      deps.log.warn(
        { err: error, orderId: order.id },
        'unpaid order not released; next run retries',
      );
    }
  }
  return done;
}
