import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '#core/orders/order-lifecycle';
import type { OrderView } from '#core/orders/order-responses';
import { NativeSelect } from '../../../components/ui/native-select';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { deliveryStatusLabel } from '#core/orders/order-delivery';
import { OrderChangeDialog, type PendingChange } from './order-change-dialog';

/**
 * SPEC §4: any status, in any order, from the select. Cancelling returns stock, the discount use
 * and the money, so it is reviewed in a dialog first (decision 171); the select keeps showing
 * the order's status until the change is confirmed. A pickup order's shipped and delivered
 * read "Ready for pickup" and "Collected" (decision 172).
 */
export function OrderStatusSelect({ order }: { order: OrderView }) {
  const update = useUpdateOrderStatus();
  const [review, setReview] = useState<PendingChange | null>(null);
  const choose = (status: OrderStatus) => {
    if (status !== 'cancelled' || order.status === 'cancelled') {
      update.mutate({ id: order.id, status });
      return;
    }
    setReview({
      action: { type: 'set_status', status },
      title: `Cancel order ${order.orderNumber}?`,
      confirmLabel: 'Cancel the order',
      onConfirm: (options) => update.mutate({ id: order.id, status, ...options }),
    });
  };
  return (
    <>
      <NativeSelect
        aria-label={`Status of order ${order.orderNumber}`}
        value={order.status}
        disabled={update.isPending}
        onChange={(event) => choose(event.target.value as OrderStatus)}
        className="h-9 min-w-36"
      >
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {deliveryStatusLabel(s, order.deliveryMethod)}
          </option>
        ))}
      </NativeSelect>
      <OrderChangeDialog order={order} change={review} onClose={() => setReview(null)} />
    </>
  );
}
