import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPaymentSettingsSchema, paymentSettingsSchema } from '#core/payments/payment-settings';
import { orderStatusChangeSchema } from '#core/orders/order-responses';
import { changeOrder } from '../orders/change-order';
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
}
