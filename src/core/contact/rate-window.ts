/**
 * A sliding window: `attempts` are past timestamps (ms). Pure, so the page (session storage)
 * and the tests share one rule.
 */
export type RateWindow = { max: number; windowMs: number };

export function recentAttempts(
  attempts: readonly number[],
  now: number,
  { windowMs }: RateWindow,
): number[] {
  return attempts.filter((at) => at <= now && now - at < windowMs);
}

export function isRateLimited(
  attempts: readonly number[],
  now: number,
  window: RateWindow,
): boolean {
  return recentAttempts(attempts, now, window).length >= window.max;
}

/** Milliseconds until the oldest counted attempt leaves the window (0 when not limited). */
export function retryAfterMs(attempts: readonly number[], now: number, window: RateWindow): number {
  const recent = recentAttempts(attempts, now, window);
  if (recent.length < window.max) return 0;
  const oldest = Math.min(...recent);
  return oldest + window.windowMs - now;
}
