import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';
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
    if (!verdict.allowed)
      throw new HttpError(429, 'over_request_rate_limit', options.message, {
        'retry-after': String(verdict.retryAfterSeconds),
      });
  };
}
