import type { DatabaseHandle, Executor } from '../../db/client';
import { fixedStatement, runFixed } from '../../db/fixed-statement';
import { createMemoryRateLimiter, digestKey, type RateLimiter } from './rate-limiter';

/** Sweep expired windows about once in this many hits: the table stays as small as the traffic. */
const SWEEP_EVERY = 500;

const live = `(select coalesce(array_agg(h order by h), '{}') from unnest(w.hits) h where h > now() - make_interval(secs => $2))`;
/** Every order and sign-in pays for this one, so its SQL is fixed text (decision 043). $1 key, $2 window in seconds, $3 max. */
export const hitWindow = fixedStatement(
  'rate-limit-hit',
  `insert into rate_limit_windows as w (key, count, reset_at, hits)
     values ($1, 1, now() + make_interval(secs => $2), array[now()])
   on conflict (key) do update set
     count = cardinality(${live}) + 1,
     hits = case when cardinality(${live}) < $3 then ${live} || now() else ${live} end,
     reset_at = now() + make_interval(secs => $2)
   returning w.count,
     (extract(epoch from ((select min(h) from unnest(w.hits) h) + make_interval(secs => $2) - now())) * 1000)::float8 as retry_ms`,
);
const sweepWindows = fixedStatement(
  'rate-limit-sweep',
  'delete from rate_limit_windows where reset_at <= now()',
);

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
  const windowSeconds = options.windowMs / 1000;
  return {
    async hit(key) {
      hits += 1;
      if (hits % SWEEP_EVERY === 0) await runFixed(db, sweepWindows, []);
      const [row] = await runFixed<{ count: number; retry_ms: number | string | null }>(
        db,
        hitWindow,
        [`${options.prefix}:${digestKey(key)}`, windowSeconds, options.max],
      );
      const allowed = Number(row!.count) <= options.max;
      return {
        allowed,
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(Number(row!.retry_ms ?? 0) / 1000)),
      };
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
  return database.engine === 'postgres'
    ? createPostgresRateLimiter(database.db, options)
    : createMemoryRateLimiter(options);
}
