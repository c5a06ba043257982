import { createHash } from 'node:crypto';

export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

/**
 * The shop's one rate-limit port: every limit (sign-in, refresh, uploads, contact messages,
 * discount checks, …) counts through it. `createShopRateLimiter` picks the implementation for
 * the engine: in memory on the embedded one (one process), in PostgreSQL on a server, where
 * every API process must count together.
 *
 * The rule is a sliding window: at most `max` allowed hits in any `windowMs` (the contact
 * form's SPEC rule, "at most 3 per 300 000 ms", holds at window edges too). A refused hit is
 * not counted; the wait is until the oldest counted hit leaves the window.
 */
export interface RateLimiter {
  /** Counts one attempt; says whether it is allowed and, if not, how long to wait. */
  hit(key: string): Promise<RateLimitVerdict>;
}

export type RateLimitOptions = { max: number; windowMs: number };

/** Keys come from requests (an e-mail may be a megabyte): both limiters keep a fixed-size digest. */
export function digestKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

const MAX_KEYS = 50_000;
/** When the map is full of live keys, this many of the oldest go at once, so a flood of new keys pays one scan per batch. */
const EVICT_BATCH = 5_000;

/** The in-memory counter (synchronous, with an injectable clock for unit tests). */
export type MemoryRateLimiter = {
  hit(key: string, now?: number): RateLimitVerdict;
  reset(): void;
};

export function createRateLimiter(options: RateLimitOptions): MemoryRateLimiter {
  // Per key, the times of the allowed hits still in the window (at most `max` of them).
  const windows = new Map<string, number[]>();
  const live = (hits: number[], now: number) => hits.filter((at) => at > now - options.windowMs);

  // Runs when a new key finds the map full (checks each key without building a new array).
  const prune = (now: number) => {
    for (const [key, hits] of windows)
      if (hits.every((at) => at <= now - options.windowMs)) windows.delete(key);
    // Still full (a flood of distinct keys): drop the oldest entries rather than grow without bound,
    // a batch of them, so the next new keys don't each scan the whole map again.
    for (const key of windows.keys()) {
      if (windows.size <= MAX_KEYS - EVICT_BATCH) break;
      windows.delete(key);
    }
  };

  return {
    hit(rawKey, now = Date.now()) {
      // 50,000 keys of a megabyte each would be 50 GB: the map holds 43-character digests.
      const key = digestKey(rawKey);
      let hits = windows.get(key);
      if (!hits && windows.size >= MAX_KEYS) prune(now);
      hits = live(hits ?? [], now);
      windows.set(key, hits);
      if (hits.length < options.max) {
        hits.push(now);
        return { allowed: true, retryAfterSeconds: 0 };
      }
      const oldest = Math.min(...hits);
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + options.windowMs - now) / 1000)),
      };
    },
    reset() {
      windows.clear();
    },
  };
}

/** The port's memory implementation: one process counts alone (right for the embedded engine). */
export function createMemoryRateLimiter(options: RateLimitOptions): RateLimiter {
  const counter = createRateLimiter(options);
  return { hit: async (key) => counter.hit(key) };
}
