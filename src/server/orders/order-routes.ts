import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOrdersPageSchema } from '#core/orders/order-lists';
import { orderSchema } from '#core/orders/order-responses';
import { customerOrdersQuerySchema } from '#core/orders/customer-orders-query';
import { notFound } from '../lib/domain-error';
import { findCustomerOrder, listCustomerOrders } from './list-customer-orders';

/** The customer's orders: list their own, read one of their own (placing one is checkout's). */
export async function orderRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
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
