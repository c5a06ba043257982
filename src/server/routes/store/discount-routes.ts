import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { discountCheckSchema } from '../../../core/discounts/discount-responses';
import { checkDiscountSchema } from '../../../core/store/checkout-schema';
import { checkDiscount } from '../../services/store/check-discount';

/** POST /discounts/check: the outcome and the amount, computed by the server for this cart. */
export async function discountRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Scoped to this plugin: only routes that ask for a limit get one.
  await app.register(rateLimit, { global: false });
  app.post(
    '/discounts/check',
    {
      onRequest: app.requireUser,
      schema: { summary: 'Check a discount code against a cart', body: checkDiscountSchema, response: { 200: discountCheckSchema } },
      // Signed-in only and throttled, so codes can't be guessed by brute force.
      // Per account (per address when anonymous, which requireUser refuses anyway).
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => request.auth?.userId ?? request.ip },
      },
    },
    async (request) => checkDiscount(app.db, request.body, new Date(), request.auth!.userId),
  );
}
