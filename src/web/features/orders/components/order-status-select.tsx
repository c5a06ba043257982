import { ORDER_STATUSES, type OrderStatus } from '#core/orders/order-lifecycle';
import { NativeSelect } from '../../../components/ui/native-select';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { statusLabel } from '../order-status-labels';

/** SPEC §4: any status, in any order, straight from the select. */
export function OrderStatusSelect({
  orderId,
  orderNumber,
  status,
}: {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
}) {
  const update = useUpdateOrderStatus();
  return (
    <NativeSelect
      aria-label={`Status of order ${orderNumber}`}
      value={status}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate({ id: orderId, status: event.target.value as OrderStatus })
      }
      className="h-9 min-w-36"
    >
      {ORDER_STATUSES.map((s) => (
        <option key={s} value={s}>
          {statusLabel(s)}
        </option>
      ))}
    </NativeSelect>
  );
}
