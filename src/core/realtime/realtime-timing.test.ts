import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './realtime-timing';

describe('reconnectDelay', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 5_000],
    [3, 10_000],
    [4, 10_000],
    [50, 10_000],
    [-1, 1_000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(reconnectDelay(attempt)).toBe(ms);
  });
});
