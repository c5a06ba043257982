import { describe, expect, it } from 'vitest';
import { fillDailyRevenue } from './dashboard-figures';

describe('fillDailyRevenue', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  it('gives one point per day ending today, oldest first, missing days as 0', () => {
    const series = fillDailyRevenue(
      [
        { date: '2026-03-01', cents: 1999 },
        { date: '2026-03-02', cents: 500 },
      ],
      3,
      now,
    );
    expect(series).toEqual([
      { date: '2026-02-28', cents: 0 },
      { date: '2026-03-01', cents: 1999 },
      { date: '2026-03-02', cents: 500 },
    ]);
  });
  it('drops rows outside the window', () => {
    expect(fillDailyRevenue([{ date: '2025-01-01', cents: 1 }], 2, now)).toEqual([
      { date: '2026-03-01', cents: 0 },
      { date: '2026-03-02', cents: 0 },
    ]);
  });
});
