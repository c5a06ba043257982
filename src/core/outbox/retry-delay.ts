/** How long to wait before the next delivery or dispatch attempt. */
export type RetryPolicy = {
  /** The wait after the first failed attempt; each later one doubles it. */
  baseDelayMs: number;
  /** No wait grows beyond this. */
  maxDelayMs: number;
};

/** Exponential backoff: base, 2 × base, 4 × base, … capped; `attempts` is how many failed so far (≥ 1). */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  return Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs);
}
