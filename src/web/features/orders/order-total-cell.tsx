import { formatMoney } from '#core/money';
import { orderMoney, type OrderMoneyInput } from '#core/orders/order-money';
import { money } from '../../lib/admin/format';

/**
 * An order's total on the owner's lists; once money went back, what was refunded and what the
 * customer paid in the end under it (decision 171).
 */
export function OrderTotalCell({ order }: { order: OrderMoneyInput }) {
  const { refunded, net } = orderMoney(order);
  return (
    <>
      <div>{money(order.total)}</div>
      {refunded > 0 ? (
        <div className="text-xs text-muted-foreground">
          Refunded {formatMoney(refunded)} · net {formatMoney(net)}
        </div>
      ) : null}
    </>
  );
}
