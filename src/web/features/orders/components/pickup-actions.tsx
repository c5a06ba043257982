import type { OrderView, PickupPlace } from '#core/orders/order-responses';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/admin/format';
import { useUpdateOrderStatus } from '../api/update-order-status';

/**
 * A pickup order's fulfilment (decision 172): where and when it is collected, and the two steps
 * the owner takes, "Ready for pickup" (the spec's `shipped`: fulfilled, the customer is mailed)
 * then "Collected" (`delivered`). Nothing is shipped, so there is no tracking.
 */
export function PickupActions({ order, pickup }: { order: OrderView; pickup: PickupPlace }) {
  const update = useUpdateOrderStatus();
  const cancelled = order.status === 'cancelled';
  const ready = order.status === 'shipped';
  const collected = order.status === 'delivered';
  return (
    <div className="grid gap-4 text-sm">
      <div>
        <h3 className="mb-1 font-semibold">Pickup at</h3>
        <p className="whitespace-pre-line text-muted-foreground">{pickup.location}</p>
        {pickup.hours ? <p className="text-muted-foreground">Hours: {pickup.hours}</p> : null}
      </div>
      {order.shippedAt ? <p>Ready since {formatDate(order.shippedAt, true)}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={update.isPending || cancelled || ready || collected}
          onClick={() => update.mutate({ id: order.id, status: 'shipped' })}
        >
          Ready for pickup
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={update.isPending || cancelled || collected}
          onClick={() => update.mutate({ id: order.id, status: 'delivered' })}
        >
          Collected
        </Button>
      </div>
      {cancelled ? (
        <p className="text-muted-foreground">A cancelled order cannot be collected.</p>
      ) : collected ? (
        <p className="text-muted-foreground">The customer collected this order.</p>
      ) : null}
    </div>
  );
}
