import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkDiscountSchema } from '../../../core/store/checkout-schema';
import { createClientBudget } from '../../lib/client-budget';
import { checkDiscount } from '../../services/store/check-discount';

/** POST /discounts/check: the outcome and the amount, computed by the server for this cart. */
export async function discountRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Signed-in only and throttled per account, so codes can't be guessed by brute force; counted
  // on the shop's one limiter, shared by every API process on PostgreSQL.
  const checks = createClientBudget(app, {
    max: 30,
    windowMs: 60_000,
    prefix: 'discount-check',
    message: 'Too many discount code checks. Please wait a minute and try again.',
  });
  app.post(
    '/discounts/check',
    {
      onRequest: app.requireUser,
      preHandler: async (request) => checks(request.auth!.userId),
      schema: { body: checkDiscountSchema },
    },
    async (request) => checkDiscount(app.db, request.body, new Date(), request.auth!.userId),
  );
}
