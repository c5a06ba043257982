import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeySchema, placeOrderSchema } from '../../../core/store/checkout-schema';
import { orderListSchema, orderSchema } from '../../../core/orders/order-responses';
import { notFound } from '../../lib/http-error';
import { findCustomerOrder, listCustomerOrders } from '../../services/store/list-customer-orders';
import { placeOrder } from '../../services/store/place-order';
import { sendOrderEmails } from '../../services/settings/send-order-emails';

/** The customer's orders: place one, list their own, read one of their own. */
export async function orderRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/orders',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Place an order (the server prices it; an Idempotency-Key replays the first answer)',
        body: placeOrderSchema,
        response: { 200: orderSchema, 201: orderSchema },
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }).loose(),
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { order, lines, replayed } = await placeOrder(app.db, {
        ...request.body,
        userId: auth.userId,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (replayed) return reply.status(200).header('idempotent-replayed', 'true').send(order);

      // After the commit: tell live listeners, then mail the customer. Neither can undo the order.
      const productIds = lines.flatMap((line) => (line.productId ? [line.productId] : []));
      try {
        await app.events.publish({
          type: 'order.created',
          orderId: order.id,
          orderNumber: order.orderNumber,
          customerEmail: order.customerEmail,
          total: order.total,
        });
        if (productIds.length > 0) await app.events.publish({ type: 'stock.changed', productIds });
      } catch (error) {
        request.log.error({ err: error, orderId: order.id }, 'order events not published');
      }
      // Each e-mail only if its notification switch in Settings is on.
      const env = { adminEmail: app.config.adminEmail, externalStoreUrl: app.config.externalStoreUrl };
      sendOrderEmails({ db: app.db, mailer: app.mailer, env, publicUrl: app.config.publicUrl }, order, lines).catch((error: unknown) =>
        request.log.error({ err: error, orderId: order.id }, 'order e-mails failed'),
      );
      return reply.status(201).send(order);
    },
  );

  app.get(
    '/orders',
    { onRequest: app.requireUser, schema: { summary: 'List my orders', response: { 200: orderListSchema } } },
    async (request, reply) => {
      const { userId, email } = request.auth!;
      return reply
        .header('cache-control', 'private, no-store')
        .send(await listCustomerOrders(app.db, { userId, email }));
    },
  );

  app.get(
    '/orders/:orderId',
    {
      onRequest: app.requireUser,
      schema: { summary: 'Read one of my orders', params: z.object({ orderId: z.uuid() }), response: { 200: orderSchema } },
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
