import { ORDER_STATUSES, type OrderStatus } from '#core/orders/order-lifecycle';
import { NativeSelect } from '../../../components/ui/native-select';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { deliveryStatusLabel } from '#core/orders/order-delivery';
import type { DeliveryMethod } from '#core/shipping/delivery-method';

/** SPEC §4: any status, in any order, straight from the select. */
export function OrderStatusSelect({
  orderId,
  orderNumber,
  status,
  deliveryMethod = 'shipping',
}: {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  /** A pickup order's shipped and delivered read "Ready for pickup" and "Collected" (decision 172). */
  deliveryMethod?: DeliveryMethod;
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
          {deliveryStatusLabel(s, deliveryMethod)}
        </option>
      ))}
    </NativeSelect>
  );
}
