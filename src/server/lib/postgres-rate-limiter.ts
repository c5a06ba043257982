import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { createMemoryRateLimiter, digestKey, type RateLimiter } from './rate-limiter';

/** Sweep expired windows about once in this many hits: the table stays as small as the traffic. */
const SWEEP_EVERY = 500;

/**
 * The port's PostgreSQL implementation: the same sliding window as the memory one, kept in
 * `rate_limit_windows` so that every API process on the server counts together. One statement
 * per hit: the row keeps the times of the allowed hits still in the window; the upsert drops
 * the expired ones and adds this one if there is room, atomically under concurrent hits (the
 * conflicting row is locked). `count` is this attempt's number in the window: allowed when it
 * is at most `max`.
 */
export function createPostgresRateLimiter(
  db: Executor,
  options: { max: number; windowMs: number; prefix: string },
): RateLimiter {
  let hits = 0;
  const window = sql`make_interval(secs => ${options.windowMs / 1000})`;
  return {
    async hit(key) {
      hits += 1;
      if (hits % SWEEP_EVERY === 0) await db.execute(sql`delete from rate_limit_windows where reset_at <= now()`);
      const live = sql`(select coalesce(array_agg(h order by h), '{}') from unnest(w.hits) h where h > now() - ${window})`;
      const [row] = await queryRows<{ count: number; retry_ms: number | string | null }>(
        db,
        sql`insert into rate_limit_windows as w (key, count, reset_at, hits)
            values (${`${options.prefix}:${digestKey(key)}`}, 1, now() + ${window}, array[now()])
            on conflict (key) do update set
              count = cardinality(${live}) + 1,
              hits = case when cardinality(${live}) < ${options.max} then ${live} || now() else ${live} end,
              reset_at = now() + ${window}
            returning w.count,
              (extract(epoch from ((select min(h) from unnest(w.hits) h) + ${window} - now())) * 1000)::float8 as retry_ms`,
      );
      const allowed = Number(row!.count) <= options.max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(Number(row!.retry_ms ?? 0) / 1000)) };
    },
  };
}


/**
 * The limiter for this shop's engine: in memory on the embedded one (a single process), in
 * PostgreSQL otherwise, where several API processes must count together. `prefix` names the
 * limit (two limits never share a counter).
 */
export function createShopRateLimiter(
  database: DatabaseHandle,
  options: { max: number; windowMs: number; prefix: string },
): RateLimiter {
  return database.engine === 'postgres' ? createPostgresRateLimiter(database.db, options) : createMemoryRateLimiter(options);
}
