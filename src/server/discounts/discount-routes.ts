import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { discountCheckSchema } from '#core/discounts/discount-responses';
import { checkDiscountSchema } from '#core/store/checkout-schema';
import { DomainError } from '../lib/domain-error';
import { createShopRateLimiter } from '../lib/postgres-rate-limiter';
import { checkDiscount } from './check-discount';

/** POST /discounts/check: the outcome and the amount, computed by the server for this cart. */
export async function discountRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Signed-in only and throttled, so codes can't be guessed by brute force: 30 a minute per
  // account, counted by every API process together on PostgreSQL.
  const checks = createShopRateLimiter(app.dbHandle, { max: 30, windowMs: 60_000, prefix: 'discount-check' });
  app.post(
    '/discounts/check',
    {
      onRequest: app.requireUser,
      schema: { summary: 'Check a discount code against a cart', body: checkDiscountSchema, response: { 200: discountCheckSchema } },
    },
    async (request) => {
      const userId = request.auth!.userId;
      const limit = await checks.hit(`user:${userId}`);
      if (!limit.allowed)
        throw new DomainError('rate_limited', 'over_request_rate_limit', 'Too many discount checks. Please wait a minute and try again.', { retryAfterSeconds: limit.retryAfterSeconds });
      return checkDiscount(app.db, request.body, new Date(), userId);
    },
  );
}
