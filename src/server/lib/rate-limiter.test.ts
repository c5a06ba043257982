import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it('allows max hits per window and key, then answers with the wait', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 1_000).allowed).toBe(true);
    expect(limiter.hit('a', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limiter.hit('b', 2_000).allowed).toBe(true);
  });

  it('opens a new window once the old one has passed', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 999).allowed).toBe(false);
    expect(limiter.hit('a', 1_000).allowed).toBe(true);
  });
});

describe('the sliding window', () => {
  it('never lets more than max through in any window, even across a window edge', () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 300_000 });
    expect([0, 1, 2].map((i) => limiter.hit('ip', 299_000 + i).allowed)).toEqual([
      true,
      true,
      true,
    ]);
    // A fixed window would open afresh at 300 000; the sliding one waits for the first to leave.
    expect(limiter.hit('ip', 300_500)).toEqual({ allowed: false, retryAfterSeconds: 299 });
    expect(limiter.hit('ip', 598_999).allowed).toBe(false);
    expect(limiter.hit('ip', 599_000).allowed).toBe(true);
  });
});

describe('a flood of distinct keys (each request a new e-mail or address)', () => {
  it('stays bounded and cheap: a full map frees a batch at once instead of rescanning for every new key', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 300_000 });
    // 50 000 live keys fill the map; the next 20 000 new keys each find it full. Rescanning the
    // whole map for each of them (the old eviction, one key at a time) takes minutes here.
    let allowed = 0;
    for (let i = 0; i < 70_000; i++)
      if (limiter.hit(`flood-${i}@example.com`, 1_000 + i).allowed) allowed += 1;
    expect(allowed).toBe(70_000);
    // The newest keys are still counted; the oldest were let go to make room.
    expect(limiter.hit('flood-69999@example.com', 80_000).allowed).toBe(true);
    expect(limiter.hit('flood-69999@example.com', 80_001).allowed).toBe(false);
    expect(limiter.hit('flood-0@example.com', 80_002).allowed).toBe(true);
  });
});

describe("megabyte-long keys (an e-mail field is the visitor's to fill)", () => {
  // 300 MB of keys to make and digest: seconds of CPU, so a limit sized for that work.
  it(
    'counts each key by its digest, so the map never holds the keys themselves',
    {
      timeout: 30_000,
    },
    () => {
      const limiter = createRateLimiter({ max: 1, windowMs: 300_000 });
      const before = process.memoryUsage().heapUsed;
      // 300 distinct keys of 1 MB each: kept as given, they would pin 300 MB.
      for (let i = 0; i < 300; i++)
        limiter.hit(`email:${randomBytes(500_000).toString('hex')}`, 1_000);
      expect(process.memoryUsage().heapUsed - before).toBeLessThan(150 * 1024 * 1024);
      // Digesting keeps counting right: the same long key is one key, a different one another.
      const long = 'a'.repeat(1_000_000);
      expect(limiter.hit(long, 2_000).allowed).toBe(true);
      expect(limiter.hit(long, 2_001).allowed).toBe(false);
      expect(limiter.hit(`${long}b`, 2_002).allowed).toBe(true);
    },
  );
});
