export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

/**
 * A fixed-window counter per key (an IP, an e-mail), in memory: right for one process (the
 * embedded engine). Several processes on PostgreSQL count together with
 * `createPostgresRateLimiter` instead.
 */
export type RateLimiter = {
  /** Counts one attempt; says whether it is allowed and, if not, how long to wait. */
  hit(key: string, now?: number): RateLimitVerdict;
  reset(): void;
};

const MAX_KEYS = 50_000;

export function createRateLimiter(options: { max: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const prune = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    // Still full (a flood of distinct keys): drop the oldest entries rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  };

  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= MAX_KEYS) prune(now);
        window = { count: 0, resetAt: now + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= options.max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    },
    reset() {
      windows.clear();
    },
  };
}
