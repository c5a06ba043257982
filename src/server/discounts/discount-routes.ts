import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { discountCheckSchema } from '#core/discounts/discount-responses';
import { checkDiscountSchema } from '#core/checkout/checkout-schema';
import { createClientBudget } from '../lib/client-budget';
import { checkDiscount, type PriceCartLines } from './check-discount';

export type DiscountRoutesOptions = {
  /** The checkout's line resolver (src/server/checkout/resolve-order-lines.ts). */
  priceLines: PriceCartLines;
};

/**
 * The customer's side of discount codes: check one against a cart, priced on the server as the
 * order would be. The owner's side is discount-admin-routes.ts (under /api/admin).
 */
export async function discountRoutes(
  base: FastifyInstance,
  { priceLines }: DiscountRoutesOptions,
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Signed-in only and throttled, so codes can't be guessed by brute force: 30 a minute per
  // account, counted by every API process together on PostgreSQL.
  const checks = createClientBudget(app, {
    max: 30,
    windowMs: 60_000,
    prefix: 'discount-check',
    message: 'Too many discount checks. Please wait a minute and try again.',
  });

  app.post(
    '/discounts/check',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Check a discount code against a cart',
        body: checkDiscountSchema,
        response: { 200: discountCheckSchema },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      await checks(`user:${userId}`);
      return checkDiscount(app.db, priceLines, request.body, new Date(), userId);
    },
  );
}
