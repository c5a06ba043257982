import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

describe('formatDuration', () => {
  it('says seconds under a minute, then minutes rounded up, then hours and minutes', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(61)).toBe('2 min');
    expect(formatDuration(12 * 60)).toBe('12 min');
    expect(formatDuration(3599)).toBe('1 h');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe('2 h 05 min');
    expect(formatDuration(365 * 24 * 3600)).toBe('8760 h');
  });
});
