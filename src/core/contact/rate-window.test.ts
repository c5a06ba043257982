import { describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from './contact-limits';
import { isRateLimited, recentAttempts, retryAfterMs } from './rate-window';

const now = 1_000_000;

describe('contact rate window (3 per 300 000 ms)', () => {
  it.each([
    [[], false],
    [[now - 1000], false],
    [[now - 3000, now - 2000], false],
    [[now - 3000, now - 2000, now - 1000], true],
    [[now - 300_000, now - 2000, now - 1000], false],
    [[now - 299_999, now - 2000, now - 1000], true],
  ])('attempts %j -> limited %s', (attempts, limited) => {
    expect(isRateLimited(attempts, now, CONTACT_RATE_LIMIT)).toBe(limited);
  });

  it('ignores attempts from the future (a changed clock)', () => {
    expect(recentAttempts([now + 10, now - 10], now, CONTACT_RATE_LIMIT)).toEqual([now - 10]);
  });

  it('says how long until the oldest attempt leaves the window', () => {
    expect(retryAfterMs([now - 100_000, now - 50, now - 10], now, CONTACT_RATE_LIMIT)).toBe(
      200_000,
    );
    expect(retryAfterMs([now - 10], now, CONTACT_RATE_LIMIT)).toBe(0);
  });
});
