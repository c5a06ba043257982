import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { createRateLimiter, type RateLimitVerdict } from './rate-limiter';

/** Sweep expired windows about once in this many hits: the table stays as small as the traffic. */
const SWEEP_EVERY = 500;

/**
 * The same fixed-window counter as `createRateLimiter`, kept in PostgreSQL so that every API
 * process on the server counts together. One statement per hit: it opens a window, counts in the
 * current one, or restarts an expired one, atomically under concurrent hits.
 */
export function createPostgresRateLimiter(
  db: Executor,
  options: { max: number; windowMs: number; prefix: string },
): { hit(key: string): Promise<RateLimitVerdict> } {
  let hits = 0;
  return {
    async hit(key) {
      hits += 1;
      if (hits % SWEEP_EVERY === 0) await db.execute(sql`delete from rate_limit_windows where reset_at <= now()`);
      const [row] = await queryRows<{ count: number; retry_ms: number | string }>(
        db,
        sql`insert into rate_limit_windows as w (key, count, reset_at)
            values (${`${options.prefix}:${digest(key)}`}, 1, now() + make_interval(secs => ${options.windowMs / 1000}))
            on conflict (key) do update set
              count = case when w.reset_at <= now() then 1 else w.count + 1 end,
              reset_at = case when w.reset_at <= now() then excluded.reset_at else w.reset_at end
            returning w.count, (extract(epoch from (w.reset_at - now())) * 1000)::float8 as retry_ms`,
      );
      const allowed = Number(row!.count) <= options.max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(Number(row!.retry_ms) / 1000)) };
    },
  };
}

/** Keys come from requests (an e-mail may be a megabyte): stored as a fixed-size digest. */
function digest(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * The limiter for this shop's engine: in memory on the embedded one (a single process), in
 * PostgreSQL otherwise, where several API processes must count together.
 */
export function createShopRateLimiter(
  database: DatabaseHandle,
  options: { max: number; windowMs: number; prefix: string },
): { hit(key: string): RateLimitVerdict | Promise<RateLimitVerdict> } {
  return database.engine === 'postgres' ? createPostgresRateLimiter(database.db, options) : createRateLimiter(options);
}
