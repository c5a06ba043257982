/** SPEC §9: fewer than 5 units is low stock; the dashboard lists the 5 latest orders. */
export const LOW_STOCK_THRESHOLD = 5;
export const DASHBOARD_RECENT_ORDERS = 5;
export const REVENUE_CHART_DAYS = 30;

export type DailyRevenue = { date: string; cents: number };

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * One point per UTC day for the `days` days ending today, oldest first; days without paid
 * orders are 0, so the chart's axis never skips a day.
 */
export function fillDailyRevenue(
  rows: readonly DailyRevenue[],
  days: number,
  now: Date,
): DailyRevenue[] {
  const byDate = new Map(rows.map((row) => [row.date, row.cents]));
  return Array.from({ length: days }, (_, i) => {
    const date = utcDay(now.getTime() - (days - 1 - i) * DAY_MS);
    return { date, cents: byDate.get(date) ?? 0 };
  });
}
