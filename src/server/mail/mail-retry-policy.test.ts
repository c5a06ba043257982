import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { nextMailAttempt } from './mail-retry-policy';

describe("a failed mail's retries (decision 050)", () => {
  const { outbox } = loadConfig({});
  const retry = {
    baseDelayMs: outbox.baseDelayMs,
    maxDelayMs: outbox.maxDelayMs,
    maxAttempts: outbox.maxMailAttempts,
  };

  it.each([
    [1, 30_000, false],
    [2, 60_000, false],
    [3, 120_000, false],
    [4, 240_000, false],
    [5, 480_000, false],
    [6, 960_000, true],
  ])('after %i failed attempts waits %i ms (given up: %s)', (attempts, delayMs, gaveUp) => {
    expect(nextMailAttempt(attempts, retry)).toEqual({ gaveUp, delayMs });
  });

  it('never waits more than an hour', () => {
    expect(nextMailAttempt(20, { ...retry, maxAttempts: 30 }).delayMs).toBe(3_600_000);
  });
});
