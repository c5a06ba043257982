import { orderMoney, paymentStatusLabel, type OrderMoneyInput } from '#core/orders/order-money';
import { StatusBadge } from '../../../components/admin/status-badge';

/** The owner's payment badge: the spec's status, "Partly refunded" once money went back. */
export function PaymentBadge({ order }: { order: OrderMoneyInput }) {
  const partly = orderMoney(order).partlyRefunded;
  return (
    <StatusBadge
      status={partly ? 'partly_refunded' : order.paymentStatus}
      label={paymentStatusLabel(order)}
    />
  );
}
