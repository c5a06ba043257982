import { Download } from 'lucide-react';
import { ORDER_STATUSES } from '#core/orders/order-lifecycle';
import { PRODUCTION_STATUSES } from '#core/production/order-production';
import { productionStatusLabel } from '../../production/production-labels';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { TableCell, TableRow } from '../../../components/ui/table';
import { ListTable } from '../../../components/admin/list-table';
import { downloadOrdersCsv } from '../api/download-orders-csv';
import { useAdminOrders } from '../api/list-orders';
import {
  ListPagerFor,
  ListToolbar,
  DATE_SORTS,
  type SortOption,
} from '../../../components/admin/list-controls';
import { OrderNumberLink } from '../order-number-link';
import { OrderStatusSelect } from '../components/order-status-select';
import { PaymentBadge } from '../components/payment-badge';
import { OrderTotalCell } from '../order-total-cell';
import { BulkOrderActions, OrderSelectBox } from '../components/bulk-order-actions';
import { useOrderSelection } from '../components/use-order-selection';
import { statusLabel } from '../order-status-labels';
import { PageHeader } from '../../../components/admin/page-header';
import { StatusBadge } from '../../../components/admin/status-badge';
import { tableState } from '../../../components/admin/table-states';
import { useCsvExport } from '../../../components/admin/use-csv-export';
import { formatDate } from '../../../lib/admin/format';
import { labelOrderItem } from '#core/orders/label-order-item';

const SORTS: SortOption[] = [
  ...DATE_SORTS,
  { sort: 'total', dir: 'desc', label: 'Total: high to low' },
  { sort: 'total', dir: 'asc', label: 'Total: low to high' },
  { sort: 'orderNumber', dir: 'desc', label: 'Order number: last' },
  { sort: 'orderNumber', dir: 'asc', label: 'Order number: first' },
];

export default function OrdersPage() {
  const { list, query } = useAdminOrders();
  const status = list.query.status ?? '';
  const productionStatus = list.query.productionStatus ?? '';
  const orders = query.data?.items ?? [];
  const selection = useOrderSelection(orders.map((o) => o.id));
  const { exporting, exportCsv } = useCsvExport(
    () =>
      downloadOrdersCsv({
        status,
        productionStatus,
        q: list.query.q,
        sort: list.query.sort,
        dir: list.query.dir,
      }),
    'Failed to export orders',
  );
  const state = tableState(query, orders.length, 'No orders found', 'Failed to fetch orders');
  return (
    <>
      <PageHeader
        title="Orders"
        description="Set any status; open an order to add tracking."
        actions={
          <>
            <div className="flex items-center gap-2">
              <Label htmlFor="status-filter" className="whitespace-nowrap">
                Filter by status
              </Label>
              <NativeSelect
                id="status-filter"
                value={status}
                onChange={(e) => list.update({ status: e.target.value }, { replace: true })}
                className="w-44"
              >
                <option value="">All Orders</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex items-center gap-2">
              <Label htmlFor="production-filter" className="whitespace-nowrap">
                Production
              </Label>
              <NativeSelect
                id="production-filter"
                value={productionStatus}
                onChange={(e) =>
                  list.update({ productionStatus: e.target.value }, { replace: true })
                }
                className="w-40"
              >
                <option value="">Any</option>
                {PRODUCTION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {productionStatusLabel(s)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button variant="outline" onClick={exportCsv} disabled={exporting}>
              <Download aria-hidden="true" /> {exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
          </>
        }
      />
      <ListToolbar
        list={list}
        search={{ label: 'Search orders', placeholder: 'Order number, e-mail or name' }}
        sorts={SORTS}
      />
      <BulkOrderActions orders={orders} selection={selection} />
      <ListTable
        columns={[
          { label: 'Select' },
          { label: 'Order' },
          { label: 'Customer' },
          { label: 'Date' },
          { label: 'Items' },
          { label: 'Total', className: 'text-right' },
          { label: 'Payment' },
          { label: 'Fulfillment' },
          { label: 'Status' },
        ]}
        state={state}
      >
        {orders.map((o) => (
          <TableRow key={o.id} data-testid={`order-row-${o.orderNumber}`}>
            <TableCell className="w-10">
              <OrderSelectBox order={o} selection={selection} />
            </TableCell>
            <TableCell>
              <OrderNumberLink id={o.id} orderNumber={o.orderNumber} />
            </TableCell>
            <TableCell>
              <div>{o.customerName}</div>
              <div className="text-xs text-muted-foreground">{o.customerEmail}</div>
            </TableCell>
            <TableCell>{formatDate(o.createdAt)}</TableCell>
            <TableCell className="max-w-56">
              <span className="line-clamp-2 text-xs">
                {o.items.map((i) => `${i.quantity} × ${labelOrderItem(i)}`).join(', ')}
              </span>
            </TableCell>
            <TableCell className="text-right">
              <OrderTotalCell order={o} />
            </TableCell>
            <TableCell>
              <PaymentBadge order={o} />
            </TableCell>
            <TableCell>
              <div className="flex flex-col items-start gap-1">
                <StatusBadge status={o.fulfillmentStatus} />
                {o.productionStatus && (
                  <Badge variant={o.productionStatus === 'ready_to_ship' ? 'default' : 'outline'}>
                    {productionStatusLabel(o.productionStatus)}
                  </Badge>
                )}
              </div>
            </TableCell>
            <TableCell>
              <OrderStatusSelect order={o} />
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <ListPagerFor list={list} total={query.data?.total} noun="orders" />
    </>
  );
}
