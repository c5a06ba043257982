import { AlertTriangle, Box, DollarSign, ShoppingCart, Users } from 'lucide-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { TitledCard } from '../../../components/titled-card';
import { TableCell, TableRow } from '../../../components/ui/table';
import { ListTable } from '../../../components/admin/list-table';
import { OrderNumberLink } from '../../orders/order-number-link';
import { OrderTotalCell } from '../../orders/order-total-cell';
import { FailedMailsCard } from '../../mail/components/failed-mails-card';
import { useDashboard } from '../api/get-dashboard';
import { PageHeader } from '../../../components/admin/page-header';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatDate, money } from '../../../lib/admin/format';

const RevenueChart = lazy(() => import('../components/revenue-chart'));

function Figure({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string | number;
  icon: ComponentType<{ className?: string }>;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold" data-testid={`figure-${label}`}>
          {value}
        </p>
      </CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  const query = useDashboard();
  const data = query.data;
  const show = (n: number | undefined) => (n === undefined ? '—' : n);
  return (
    <>
      <PageHeader title="Dashboard" description="Your shop at a glance." />
      <FailedMailsCard />
      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Figure label="Total Products" value={show(data?.counts.products)} icon={Box} />
        <Figure label="Total Orders" value={show(data?.counts.orders)} icon={ShoppingCart} />
        <Figure label="Total Customers" value={show(data?.counts.customers)} icon={Users} />
        <Figure label="Low Stock Items" value={show(data?.counts.lowStock)} icon={AlertTriangle} />
        <Figure label="Total Revenue" value={data ? money(data.revenue) : '—'} icon={DollarSign} />
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <TitledCard
          className="lg:col-span-2"
          title="Revenue, last 30 days"
          description="Paid orders per day (UTC)."
        >
          <Suspense fallback={<div className="h-[260px]" />}>
            {data && <RevenueChart data={data.revenueByDay} />}
          </Suspense>
        </TitledCard>
        <TitledCard title="Low stock" description="Fewer than 5 units left.">
          {data && data.lowStockProducts.length === 0 && (
            <p className="text-sm text-muted-foreground">All products are well stocked.</p>
          )}
          <ul className="space-y-2 text-sm">
            {data?.lowStockProducts.map((p) => (
              <li key={p.sku} className="flex justify-between gap-2">
                <Link to={`/admin/products/${p.id}`} className="truncate hover:underline">
                  {p.name}
                </Link>
                <span className={p.quantity === 0 ? 'text-destructive' : 'text-muted-foreground'}>
                  {p.quantity} left
                </span>
              </li>
            ))}
          </ul>
          {/* The production board's spools: a material and colour running low across them. */}
          {data?.lowFilament && data.lowFilament.length > 0 && (
            <div className="mt-4 border-t pt-3">
              <h3 className="mb-2 text-sm font-semibold">Filament running low</h3>
              <ul className="space-y-2 text-sm">
                {data.lowFilament.map((f) => (
                  <li key={`${f.material}|${f.colour}`} className="flex justify-between gap-2">
                    <Link to="/admin/production?tab=spools" className="truncate hover:underline">
                      {f.material} {f.colour}
                    </Link>
                    <span className="text-muted-foreground">{f.gramsLeft} g left</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </TitledCard>
      </div>
      <TitledCard className="mt-6" title="Recent Orders">
        <ListTable
          columns={[
            { label: 'Order' },
            { label: 'Customer' },
            { label: 'Date' },
            { label: 'Status' },
            { label: 'Total', className: 'text-right' },
          ]}
          state={data?.recentOrders.length === 0 ? 'No orders yet' : null}
        >
          {data?.recentOrders.map((o) => (
            <TableRow key={o.id}>
              <TableCell>
                <OrderNumberLink id={o.id} orderNumber={o.orderNumber} />
              </TableCell>
              <TableCell>{o.customerName}</TableCell>
              <TableCell>{formatDate(o.createdAt)}</TableCell>
              <TableCell>
                <StatusBadge status={o.status} />
              </TableCell>
              <TableCell className="text-right">
                <OrderTotalCell order={o} />
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      </TitledCard>
    </>
  );
}
