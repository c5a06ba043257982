import { formatMoney, toCents } from '#core/money';
import type { OrderView } from '#core/orders/order-responses';
import { formatShippingRate } from '#core/store/choose-shipping-rate';
import { labelTaxLine } from '#core/orders/label-tax-line';
import type { Mailer } from './mailer';

const money = (amount: string) => formatMoney(toCents(amount));

/**
 * What the customer is told of the payment (decision 130). Orders from events written before it
 * have no method: they were placed in the spec's flow, confirmed and paid.
 */
function paymentLines(order: OrderView): string[] {
  const intro = `Thank you for your order ${order.orderNumber}.`;
  if (order.paymentStatus === 'pending' && order.paymentMethod === 'manual')
    return [
      `${intro} It is awaiting payment: we will confirm it and let you know when it ships once your payment arrives.`,
      '',
      'How to pay:',
      order.paymentInstructions ?? '',
    ];
  return [`${intro} It has been confirmed and paid, and we will let you know when it ships.`];
}

/** The plain-text order confirmation: what was bought, what it cost, where it goes. */
export function composeOrderConfirmation(
  order: OrderView,
  publicUrl: string,
): { subject: string; text: string } {
  const a = order.shippingAddress;
  const taxLabel = labelTaxLine(toCents(order.taxAmount));
  // Events written before decision 124 carry no start-up figure: they had none.
  const startup = (order as Partial<OrderView>).printStartupAmount ?? '0.00';
  const lines = [
    `Hi ${a.firstName},`,
    '',
    ...paymentLines(order),
    '',
    ...order.items.map((item) => `${item.quantity} × ${item.productName} — ${money(item.total)}`),
    '',
    `Subtotal: ${money(order.subtotal)}`,
    ...(toCents(order.discountAmount) > 0
      ? [
          `Discount${order.discountCode ? ` (${order.discountCode})` : ''}: −${money(order.discountAmount)}`,
        ]
      : []),
    ...(toCents(startup) > 0 ? [`Print start-up: ${money(startup)}`] : []),
    `Shipping${order.shippingRateName ? ` (${order.shippingRateName})` : ''}: ${formatShippingRate(toCents(order.shippingAmount))}`,
    ...(taxLabel ? [`${taxLabel}: ${money(order.taxAmount)}`] : []),
    `Total: ${money(order.total)}`,
    '',
    'Shipping to:',
    `${a.firstName} ${a.lastName}`,
    a.address,
    `${a.city}, ${a.state} ${a.zipCode}`,
    a.country,
    '',
    `Your orders: ${publicUrl.replace(/\/$/, '')}/orders`,
    '',
    'Layerworks 3D',
  ];
  return { subject: `Order ${order.orderNumber} confirmed`, text: lines.join('\n') };
}

export async function sendOrderConfirmation(
  mailer: Mailer,
  order: OrderView,
  publicUrl: string,
): Promise<void> {
  const { subject, text } = composeOrderConfirmation(order, publicUrl);
  await mailer.send({ to: order.customerEmail, subject, text, kind: 'order_confirmation' });
}
