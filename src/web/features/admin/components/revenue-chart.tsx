import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, toCents } from '#core/money';

type Point = { date: string; revenue: string };

const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Revenue per day (recharts; loaded lazily, only on the dashboard). */
export default function RevenueChart({ data }: { data: Point[] }) {
  const points = data.map((d) => ({ date: d.date, cents: toCents(d.revenue) }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={points} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="date"
          tickFormatter={shortDate}
          tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
          minTickGap={24}
        />
        <YAxis
          tickFormatter={(c: number) => formatMoney(c)}
          tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
          width={80}
        />
        <Tooltip
          cursor={{ fill: 'var(--color-muted)' }}
          contentStyle={{
            background: 'var(--color-card)',
            border: '1px solid var(--color-border)',
            borderRadius: 8,
          }}
          labelFormatter={(label) => shortDate(String(label))}
          formatter={(value) => [formatMoney(Number(value)), 'Revenue']}
        />
        <Bar dataKey="cents" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
