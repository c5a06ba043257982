import type { FastifyInstance } from 'fastify';
import { rateLimited } from './domain-error';
import { createShopRateLimiter } from './postgres-rate-limiter';

/**
 * A per-client abuse budget on the shop's one limiter (counted in PostgreSQL when the shop runs
 * on it, so every API process shares the count). Returns a check that throws 429 when spent.
 */
export function createClientBudget(
  app: FastifyInstance,
  options: { max: number; windowMs: number; prefix: string; message: string },
): (key: string) => Promise<void> {
  const limiter = createShopRateLimiter(app.dbHandle, options);
  return async (key) => {
    const verdict = await limiter.hit(key);
    if (!verdict.allowed) throw rateLimited(options.message, verdict.retryAfterSeconds);
  };
}
