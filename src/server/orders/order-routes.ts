import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeySchema, placeOrderSchema } from '#core/store/checkout-schema';
import { customerOrdersPageSchema } from '#core/lists/list-responses';
import { orderSchema } from '#core/orders/order-responses';
import { customerOrdersQuerySchema } from '#core/orders/customer-orders-query';
import { createClientBudget } from '../lib/client-budget';
import { notFound } from '../lib/domain-error';
import { findCustomerOrder, listCustomerOrders } from './list-customer-orders';
import { placeOrder } from '../checkout/place-order';

/** The customer's orders: place one, list their own, read one of their own. */
export async function orderRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // A real customer places a few orders a day; each one reserves stock inside a transaction.
  const placements = createClientBudget(app, {
    max: app.config.orderRateLimitPerUser,
    windowMs: 10 * 60_000,
    prefix: 'order-place',
    message: 'Too many orders in a short time. Please wait a few minutes and try again.',
  });

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
      const placed = await placeOrder(app.db, {
        ...request.body,
        userId: auth.userId,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (placed.replayed)
        return reply.status(200).header('idempotent-replayed', 'true').send(placed.order);
      // After the commit, and without holding the answer (decision 023): live listeners and the
      // e-mails (each behind its switch in Settings), from the outbox. Neither can undo the order;
      // what fails (or a crash before it) is left for the dispatcher's retry and sweep.
      await app.afterCommit(placed, { urgency: 'soon' });
      return reply.status(201).send(placed.order);
    },
  );

  app.get(
    '/orders',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'List my orders (paged)',
        querystring: customerOrdersQuerySchema,
        response: { 200: customerOrdersPageSchema },
      },
    },
    async (request, reply) => {
      const { userId, email } = request.auth!;
      return reply
        .header('cache-control', 'private, no-store')
        .send(await listCustomerOrders(app.db, { userId, email }, request.query));
    },
  );

  app.get(
    '/orders/:orderId',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Read one of my orders',
        params: z.object({ orderId: z.uuid() }),
        response: { 200: orderSchema },
      },
    },
    async (request, reply) => {
      const { userId, email } = request.auth!;
      // Someone else's order answers exactly like a missing one.
      const order = await findCustomerOrder(app.db, { userId, email }, request.params.orderId);
      if (!order) throw notFound('Order not found');
      return reply.header('cache-control', 'private, no-store').send(order);
    },
  );
}
