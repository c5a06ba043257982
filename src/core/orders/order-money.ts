import { formatMoney, toCents, type Cents } from '../money';
import type { OrderView } from './order-responses';

/**
 * An order's money as the customer and the owner read it (decision 171): what was paid, what
 * was given back, and what the customer paid in the end. The payment status keeps the spec's
 * four values; a part refund is `paid` with a refunded amount, shown as "Partly refunded".
 */
export type OrderMoneyInput = Pick<OrderView, 'total' | 'refundedAmount' | 'paymentStatus'>;

export type OrderMoney = {
  /** What the customer paid: the total once paid (a refunded order was paid first), else 0. */
  paid: Cents;
  refunded: Cents;
  /** Paid less refunded: what the shop kept. */
  net: Cents;
  partlyRefunded: boolean;
};

export function orderMoney(order: OrderMoneyInput): OrderMoney {
  const total = toCents(order.total);
  const refunded = toCents(order.refundedAmount);
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' ? total : 0;
  return {
    paid,
    refunded,
    net: Math.max(0, paid - refunded),
    partlyRefunded: order.paymentStatus === 'paid' && refunded > 0 && refunded < total,
  };
}

/** The payment status in words: the spec's four, and "Partly refunded" for a part refund. */
export function paymentStatusLabel(order: OrderMoneyInput): string {
  if (orderMoney(order).partlyRefunded) return 'Partly refunded';
  const labels: Record<OrderView['paymentStatus'], string> = {
    paid: 'Paid',
    pending: 'Pending',
    failed: 'Failed',
    refunded: 'Refunded',
  };
  return labels[order.paymentStatus];
}

/**
 * The rows that follow an order's total once money went back: paid, refunded (a negative
 * amount, in the one money format) and net paid. None while nothing was refunded.
 */
export function refundRows(
  order: OrderMoneyInput,
): { label: string; value: string; strong?: boolean }[] {
  const money = orderMoney(order);
  if (money.refunded === 0) return [];
  return [
    { label: 'Paid', value: formatMoney(money.paid) },
    { label: 'Refunded', value: formatMoney(-money.refunded) },
    { label: 'Net paid', value: formatMoney(money.net), strong: true },
  ];
}

/**
 * How a refund of this order reaches the customer: through the card provider that took the
 * money, or not at all through the shop (no payment collected, or paid by hand outside it),
 * in which case the refund only records money the owner returns themselves.
 */
export type RefundChannel = 'card' | 'outside';

export function refundChannel(order: Pick<OrderView, 'paymentMethod'>): RefundChannel {
  return order.paymentMethod === 'stripe' ? 'card' : 'outside';
}
