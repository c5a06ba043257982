import { describe, expect, it } from 'vitest';
import { percentile } from '../../bench/lib/percentile';

describe('bench percentile', () => {
  it('takes the nearest rank below, the last value at the top, NaN when nothing was measured', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(51);
    expect(percentile(sorted, 99)).toBe(100);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});
