import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPaymentSettingsSchema, paymentSettingsSchema } from '#core/payments/payment-settings';
import { orderSchema, orderStatusChangeSchema } from '#core/orders/order-responses';
import { orderLineRefundInputSchema } from '#core/orders/order-admin-input';
import { resolveRefundLines } from './resolve-refund-lines';
import { changeOrder } from '../orders/change-order';
import { findAdminOrder } from '../orders/list-admin-orders';
import { readPaymentSettings } from './read-payment-settings';
import { savePaymentSettings } from './save-payment-settings';

/** The owner's payment settings, and "payment received" for a manual order (decision 130). */
export async function paymentAdminRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const stripeConfigured = () => app.payments.stripe !== null;

  app.get(
    '/settings/payment',
    {
      schema: {
        summary: 'Read how customers pay',
        response: { 200: adminPaymentSettingsSchema },
      },
    },
    async () => ({
      settings: await readPaymentSettings(app.db),
      stripeConfigured: stripeConfigured(),
    }),
  );
  app.put(
    '/settings/payment',
    {
      schema: {
        summary: 'Choose how customers pay (none, manual with instructions, card via Stripe)',
        body: paymentSettingsSchema,
        response: { 200: adminPaymentSettingsSchema },
      },
    },
    async (request) => ({
      settings: await savePaymentSettings(app.db, request.body, stripeConfigured()),
      stripeConfigured: stripeConfigured(),
    }),
  );

  app.post(
    '/orders/:id/payment-received',
    {
      schema: {
        summary: 'Mark an order awaiting payment as paid (manual payments)',
        params: z.object({ id: z.uuid() }),
        response: { 200: orderStatusChangeSchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const changed = await changeOrder(
        app.db,
        request.params.id,
        { type: 'mark_paid' },
        { userId: auth.userId, label: auth.email },
      );
      await app.afterCommit(changed, { urgency: 'now' });
      const { id, orderNumber, customerEmail, status } = changed.order;
      return { id, orderNumber, customerEmail, status };
    },
  );

  app.post(
    '/orders/:id/line-refunds',
    {
      schema: {
        summary:
          'Refund whole units of lines (their price back through the payment method, their stock returned)',
        params: z.object({ id: z.uuid() }),
        body: orderLineRefundInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { id } = request.params;
      const lines = await resolveRefundLines(app.db, id, request.body.lines);
      const refunded = await changeOrder(
        app.db,
        id,
        { type: 'refund_lines', lines },
        { userId: auth.userId, label: auth.email },
        {
          reason: request.body.reason || undefined,
          refund: app.payments.refund,
          restock: request.body.restock,
          notifyCustomer: request.body.notifyCustomer,
        },
      );
      await app.afterCommit(refunded, { urgency: 'now' });
      return findAdminOrder(app.db, id);
    },
  );
}
