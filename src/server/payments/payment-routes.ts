import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutPaymentSchema } from '#core/payments/payment-settings';
import { badRequest, notFound } from '../lib/domain-error';
import { readPaymentSettings } from './read-payment-settings';
import { handleStripeEvent } from './handle-stripe-event';

/** Stripe's events are small; anything far larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * What checkout needs to know of the payment method (public), and Stripe's webhook: the only
 * way a card order becomes paid (decision 131). The webhook's scope keeps the raw bytes of the
 * body, since the signature is over exactly those bytes.
 */
export async function paymentRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/settings/payment',
    {
      schema: {
        summary: 'How orders are paid at checkout (method and manual instructions)',
        response: { 200: checkoutPaymentSchema },
      },
    },
    async (_request, reply) => {
      const settings = await readPaymentSettings(app.db);
      return reply.header('cache-control', 'public, max-age=0, must-revalidate').send({
        method: settings.method,
        instructions: settings.method === 'manual' ? settings.manualInstructions : null,
      });
    },
  );

  await app.register(async (scope) => {
    const hooks = scope.withTypeProvider<ZodTypeProvider>();
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    hooks.post(
      '/payments/stripe/webhook',
      {
        config: { ownBearerToken: true },
        schema: {
          summary:
            "Stripe's signed webhook (checkout.session.completed/expired/async_payment_succeeded/async_payment_failed, charge.refunded)",
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }).loose(),
          response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
        },
      },
      async (request) => {
        const gateway = app.payments.stripe;
        if (!gateway) throw notFound('Card payments are not set up on this shop');
        let event;
        try {
          event = gateway.verifyEvent(request.body as Buffer, request.headers['stripe-signature']);
        } catch {
          // Forged, altered, too old, or signed with another secret: never acted upon.
          throw badRequest('The webhook signature does not match.', 'invalid_signature');
        }
        const outcome = await handleStripeEvent(
          { db: app.db, gateway, afterCommit: app.afterCommit, log: request.log },
          event,
        );
        return { received: true as const, outcome };
      },
    );
  });
}
