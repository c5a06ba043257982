import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/sales';
import { applySessionExpired, applySessionPaid } from './handle-stripe-event';
import type { UnpaidSweepDeps } from './cancel-unpaid-orders';

/**
 * Before a customer places a new order: their own card checkouts still open are ended (the
 * session expired at Stripe, the order cancelled, its stock back), so a hold from an abandoned
 * attempt — the customer came back from Stripe's page and tries again — never blocks them. A
 * session that was paid meanwhile makes its order paid instead. Only with Stripe set up.
 */
export async function releaseOpenCheckouts(
  deps: UnpaidSweepDeps,
  userId: string,
  /** The request's own key: a retry of the same order must find it, not cancel it. */
  idempotencyKey?: string,
): Promise<void> {
  const gateway = deps.gateway;
  if (!gateway) return;
  const open = await deps.db
    .select({ id: orders.id, sessionId: orders.stripeSessionId, key: orders.idempotencyKey })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'stripe'),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
      ),
    );
  for (const order of open) {
    if (idempotencyKey && order.key === idempotencyKey) continue;
    try {
      if (order.sessionId) {
        const session = await gateway.expireSession(order.sessionId);
        if (session.status === 'complete') {
          await applySessionPaid({ ...deps, gateway }, order.id, session);
          continue;
        }
      }
      await applySessionExpired(deps, order.id, {
        userId,
        label: 'Customer started a new checkout',
      });
    } catch (error) {
      // Stripe unreachable: the old hold ends with its session; the new order is still tried.
      deps.log.warn({ err: error, orderId: order.id }, 'open checkout not released');
    }
  }
}
