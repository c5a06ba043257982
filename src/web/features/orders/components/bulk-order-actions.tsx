import { PackageCheck, Printer } from 'lucide-react';
import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '#core/orders/order-lifecycle';
import type { BulkOrderStatusResult } from '#core/orders/order-responses';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../lib/lazy-sonner';
import { useChangeOrderStatuses } from '../api/change-order-statuses';
import { statusLabel } from '../order-status-labels';
import type { OrderSelection } from './use-order-selection';

type Row = { id: string; orderNumber: string };

/** A row's tick box, named for its order. */
export function OrderSelectBox({ order, selection }: { order: Row; selection: OrderSelection }) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-primary"
      aria-label={`Select order ${order.orderNumber}`}
      checked={selection.isSelected(order.id)}
      onChange={() => selection.toggle(order.id)}
    />
  );
}

/**
 * The bar above the order list: tick every order on the page, and act on the ticked ones: a
 * status (each order checked by the server as if changed alone), mark shipped, or open their
 * packing slips as one print view. Refused orders stay listed with the server's reason.
 */
export function BulkOrderActions({
  orders,
  selection,
}: {
  orders: Row[];
  selection: OrderSelection;
}) {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [refused, setRefused] = useState<{ orderNumber: string; message: string }[]>([]);
  const change = useChangeOrderStatuses();
  const count = selection.selected.length;
  const numberOf = (id: string) => orders.find((o) => o.id === id)?.orderNumber ?? id;

  const apply = (next: OrderStatus) => {
    if (
      next === 'cancelled' &&
      !window.confirm(`Cancel ${count} orders? Paid ones are refunded and their stock returned.`)
    )
      return;
    change.mutate(
      { orderIds: selection.selected, status: next },
      {
        onSuccess: ({ results }: BulkOrderStatusResult) => {
          const failed = results.flatMap((r) =>
            r.ok ? [] : [{ orderNumber: numberOf(r.orderId), message: r.message }],
          );
          const changed = results.length - failed.length;
          setRefused(failed);
          if (failed.length === 0) toast.success(`${changed} orders set to ${statusLabel(next)}`);
          else
            toast.error(`${changed} of ${results.length} orders set to ${statusLabel(next)}`, {
              description: `${failed.length} refused; see the list above the orders.`,
            });
          selection.clear();
          setStatus('');
        },
      },
    );
  };

  const printSlips = () => {
    window.open(
      `/admin/orders/packing-slips?ids=${selection.selected.join(',')}`,
      '_blank',
      'noopener',
    );
  };

  return (
    <div className="mb-3 grid gap-2">
      <div
        role="group"
        aria-label="Act on the selected orders"
        className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm"
      >
        <label className="flex items-center gap-2 pr-2">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={selection.allSelected}
            disabled={orders.length === 0}
            onChange={selection.toggleAll}
          />
          Select all on this page
        </label>
        <span role="status" data-testid="selected-count" className="font-medium">
          {count} selected
        </span>
        <div className="flex items-center gap-2">
          <Label htmlFor="bulk-status" className="sr-only">
            New status for the selected orders
          </Label>
          <NativeSelect
            id="bulk-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus | '')}
            className="w-36"
            disabled={count === 0}
          >
            <option value="">Set status…</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={count === 0 || !status || change.isPending}
            onClick={() => status && apply(status)}
          >
            Apply
          </Button>
        </div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={count === 0 || change.isPending}
          onClick={() => apply('shipped')}
        >
          <PackageCheck aria-hidden="true" /> Mark shipped
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={count === 0}
          onClick={printSlips}
        >
          <Printer aria-hidden="true" /> Packing slips
        </Button>
      </div>
      {refused.length > 0 && (
        <div role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          <p className="font-medium">These orders were not changed:</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((r) => (
              <li key={r.orderNumber}>
                {r.orderNumber}: {r.message}
              </li>
            ))}
          </ul>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="mt-1"
            onClick={() => setRefused([])}
          >
            Dismiss
          </Button>
        </div>
      )}
    </div>
  );
}
