import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  const policy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };

  it('doubles the wait after each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, policy))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelayMs(8, policy)).toBe(3_600_000);
    expect(retryDelayMs(10_000, policy)).toBe(3_600_000);
  });
});
