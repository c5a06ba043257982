import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderSchema } from '#core/orders/order-responses';
import {
  idempotencyKeySchema,
  orderLinesSchema,
  placeOrderSchema,
} from '#core/checkout/checkout-schema';
import { shippingOptionsSchema } from '#core/shipping/shipping-responses';
import { listShippingOptions } from './list-shipping-options';
import { createClientBudget } from '../lib/client-budget';
import { placeOrder } from './place-order';
import { releaseOpenCheckouts } from '../payments/release-open-checkouts';
import { startCardPayment } from '../payments/start-card-payment';

/**
 * The cart turned into money: place the order, priced on the server. Checkout uses discounts and
 * orders; neither uses it. The discount check is discounts' (discounts/discount-routes.ts): the
 * app hands it this folder's line resolver, so the check prices the cart as the order would.
 */
export async function checkoutRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // A real customer places a few orders a day; each one reserves stock inside a transaction.
  const placements = createClientBudget(app, {
    max: app.config.orderRateLimitPerUser,
    windowMs: 10 * 60_000,
    prefix: 'order-place',
    message: 'Too many orders in a short time. Please wait a few minutes and try again.',
  });

  // Asked again whenever the cart changes at checkout: generous, but bounded per account.
  const optionChecks = createClientBudget(app, {
    max: 60,
    windowMs: 60_000,
    prefix: 'shipping-options',
    message: 'Too many shipping checks. Please wait a minute and try again.',
  });

  app.post(
    '/checkout/shipping-options',
    {
      onRequest: app.requireUser,
      preHandler: async (request) => optionChecks(`user:${request.auth!.userId}`),
      schema: {
        summary:
          'The shipping rates a cart may use: its subtotal and weight as the server reads them (the cheapest first)',
        body: z.object({ items: orderLinesSchema }),
        response: { 200: shippingOptionsSchema },
      },
    },
    async (request) => listShippingOptions(app.db, request.body.items, request.auth!.userId),
  );

  app.post(
    '/orders',
    {
      onRequest: app.requireUser,
      preHandler: async (request) => placements(`user:${request.auth!.userId}`),
      schema: {
        summary:
          'Place an order (the server prices it; an Idempotency-Key replays the first answer, and answers 422 when reused with a different order)',
        body: placeOrderSchema,
        response: { 200: orderSchema, 201: orderSchema },
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }).loose(),
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const idempotencyKey = request.headers['idempotency-key'];
      const payments = {
        db: app.db,
        gateway: app.payments.stripe,
        afterCommit: app.afterCommit,
        log: request.log,
      };
      // The customer's own card checkouts left open end first (decision 131): a hold from an
      // abandoned attempt never blocks this one. Nothing to do (no query) without Stripe.
      await releaseOpenCheckouts(payments, auth.userId, idempotencyKey);
      const placed = await placeOrder(app.db, {
        ...request.body,
        userId: auth.userId,
        idempotencyKey,
        payments: app.payments.adapters,
      });
      // After the commit, and without holding the answer (decision 033): live listeners and the
      // e-mails (each behind its switch in Settings), from the outbox. Neither can undo the order;
      // what fails (or a crash before it) is left for the dispatcher's retry and sweep.
      if (!placed.replayed) await app.afterCommit(placed, { urgency: 'soon' });
      let order = placed.order;
      // A card order's Checkout Session, made after the commit (a replay answers the same one).
      if (order.paymentMethod === 'stripe' && order.status === 'pending')
        order = {
          ...order,
          checkoutUrl: await startCardPayment(
            { ...payments, publicUrl: app.config.publicUrl },
            order.id,
          ),
        };
      if (placed.replayed)
        return reply.status(200).header('idempotent-replayed', 'true').send(order);
      return reply.status(201).send(order);
    },
  );
}
