import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { orders } from '../../db/schema/sales';
import {
  DASHBOARD_RECENT_ORDERS,
  LOW_STOCK_THRESHOLD,
  REVENUE_CHART_DAYS,
  fillDailyRevenue,
} from '#core/dashboard/dashboard-figures';
import { fromCents, toCents } from '#core/money';
import { lowFilament } from '#core/production/order-production';
import { printSpools } from '../../db/schema/production';

type Counts = {
  products: number;
  orders: number;
  customers: number;
  low_stock: number;
  revenue: string;
};

/**
 * Revenue is money paid less refunds (decision 127): paid orders, part-refunded ones counted by
 * what they kept; cancelled and fully refunded orders add nothing.
 */
const REVENUE_ORDERS = sql.raw(`payment_status = 'paid' and status <> 'cancelled'`);

/** SPEC §7 dashboard figures, plus revenue per day and the low-stock products (beyond the spec). */
export async function readDashboard(db: Database, now = new Date()) {
  const [counts] = await queryRows<Counts>(
    db,
    sql`
    select
      (select count(*)::int from products) as products,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from profiles p
         where not exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = 'admin')) as customers,
      (select count(*)::int from product_variants
         where inventory_policy = 'track' and quantity < ${LOW_STOCK_THRESHOLD}) as low_stock,
      (select coalesce(sum(total - refunded_amount), 0)::text from orders where ${REVENUE_ORDERS}) as revenue`,
  );
  const since = new Date(now.getTime() - (REVENUE_CHART_DAYS - 1) * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const daily = await queryRows<{ date: string; total: string }>(
    db,
    sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, sum(total - refunded_amount)::text as total
    from orders where ${REVENUE_ORDERS} and created_at >= ${since.toISOString()}::timestamptz
    group by 1`,
  );
  const recentOrders = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      total: orders.total,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt))
    .limit(DASHBOARD_RECENT_ORDERS);
  const lowStockProducts = await queryRows<{
    id: string;
    name: string;
    sku: string;
    quantity: number;
  }>(
    db,
    sql`
    select p.id,
           p.name || case when v.is_default then '' else ' (' || concat_ws(' / ', v.option1, v.option2, v.option3) || ')' end as name,
           v.sku, v.quantity
      from product_variants v join products p on p.id = v.product_id
     where v.inventory_policy = 'track' and v.quantity < ${LOW_STOCK_THRESHOLD}
     order by v.quantity asc, p.name asc, v.position asc limit 20`,
  );
  // The production board's filament running low (decision 169): every spool, summed per kind.
  const spools = await db
    .select({
      material: printSpools.material,
      colour: printSpools.colour,
      gramsLeft: printSpools.gramsLeft,
    })
    .from(printSpools);
  const revenueByDay = fillDailyRevenue(
    daily.map((d) => ({ date: d.date, cents: toCents(d.total) })),
    REVENUE_CHART_DAYS,
    now,
  ).map((d) => ({ date: d.date, revenue: fromCents(d.cents) }));
  return {
    counts: {
      products: counts!.products,
      orders: counts!.orders,
      customers: counts!.customers,
      lowStock: counts!.low_stock,
    },
    revenue: fromCents(toCents(counts!.revenue)),
    recentOrders,
    revenueByDay,
    lowStockProducts,
    lowFilament: lowFilament(spools),
  };
}
