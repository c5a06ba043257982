import { formatMoney, fromCents, toCents } from '../money';
import type { OrderView, PickupPlace } from '../orders/order-responses';
import { addressLines, pickupLines, pickupOf } from '../orders/order-delivery';
import { labelDiscountLine } from '../orders/label-discount-line';
import { labelTaxLine } from '../orders/label-tax-line';
import { formatShippingRate } from '../checkout/choose-shipping-rate';
import type { MailBlock, MailContent } from './mail-content';
import { labelOrderItem } from '../orders/label-order-item';

const money = (amount: string) => formatMoney(toCents(amount));
const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export type ShopIdentity = { storeName: string; publicUrl: string };

/** An order's lines then its amounts, as the order pages show them (no $0.00 lines). */
export function orderSummaryRows(order: OrderView): MailBlock {
  const discount = labelDiscountLine(order);
  const tax = labelTaxLine(toCents(order.taxAmount));
  // Events written before decision 124 carry no start-up figure: they had none.
  const startup = (order as Partial<OrderView>).printStartupAmount ?? '0.00';
  return {
    kind: 'rows',
    rows: [
      ...order.items.map((item) => ({
        label: `${item.quantity} × ${labelOrderItem(item)}`,
        value: money(item.total),
      })),
      { label: 'Subtotal', value: money(order.subtotal) },
      ...(discount ? [{ label: discount, value: `−${money(order.discountAmount)}` }] : []),
      ...(toCents(startup) > 0 ? [{ label: 'Print start-up', value: money(startup) }] : []),
      {
        label: `Shipping${order.shippingRateName ? ` (${order.shippingRateName})` : ''}`,
        value: formatShippingRate(toCents(order.shippingAmount)),
      },
      ...(tax ? [{ label: tax, value: money(order.taxAmount) }] : []),
      { label: 'Total', value: money(order.total), strong: true },
    ],
  };
}

/** Where the order goes, or where it is collected (decision 172), as a mail's box. */
function destinationBox(order: OrderView, shipTitle: string): MailBlock {
  const pickup = pickupOf(order);
  if (pickup) return { kind: 'box', title: 'Pickup at', lines: pickupLines(pickup) };
  return {
    kind: 'box',
    title: shipTitle,
    lines: order.shippingAddress ? addressLines(order.shippingAddress) : [],
  };
}

/**
 * The customer's confirmation. A paid order says so; an order waiting for its money (manual
 * payment) says what to do, with the owner's instructions in a box of their own.
 */
export function orderConfirmationMail(
  order: OrderView,
  shop: ShopIdentity,
  paymentInstructions?: string | null,
): MailContent {
  const paid = order.paymentStatus === 'paid';
  const instructions = paymentInstructions?.trim();
  const pickup = pickupOf(order);
  const opening = paid
    ? `Thank you for your order ${order.orderNumber}. It has been confirmed and paid, and we will let you know when it ${pickup ? 'is ready for pickup' : 'ships'}.`
    : `Thank you for your order ${order.orderNumber}. We have received it and will start on it as soon as your payment arrives.`;
  return {
    subject: paid
      ? `Order ${order.orderNumber} confirmed`
      : `Order ${order.orderNumber} received: how to pay`,
    preview: `${order.orderNumber}: ${money(order.total)}`,
    greeting: `Hi ${(order.shippingAddress ?? order.billingAddress).firstName},`,
    storeName: shop.storeName,
    blocks: [
      { kind: 'paragraph', text: opening },
      ...(instructions
        ? [{ kind: 'box', title: 'How to pay', lines: instructions.split(/\r?\n/) } as const]
        : []),
      orderSummaryRows(order),
      destinationBox(order, 'Shipping to'),
      { kind: 'link', label: 'Your orders', href: `${base(shop.publicUrl)}/orders` },
    ],
  };
}

export type ShippedOrder = {
  orderNumber: string;
  customerName: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** A pickup order's place and hours: its mail says it is ready to collect (decision 172). */
  pickup?: PickupPlace | null;
};

/** "Ready for pickup": where and when, instead of a parcel's tracking. */
function readyForPickupMail(
  order: ShippedOrder,
  pickup: PickupPlace,
  shop: ShopIdentity,
): MailContent {
  return {
    subject: `Your order ${order.orderNumber} is ready for pickup`,
    preview: `Order ${order.orderNumber} is ready to collect`,
    greeting: `Hi ${order.customerName},`,
    storeName: shop.storeName,
    blocks: [
      {
        kind: 'paragraph',
        text: `Good news: your order ${order.orderNumber} is ready. Bring your order number when you collect it.`,
      },
      { kind: 'box', title: 'Pickup at', lines: pickupLines(pickup) },
      { kind: 'paragraph', text: `Thank you for shopping with ${shop.storeName}.` },
    ],
  };
}

/**
 * "Your order has shipped", with tracking only when the owner gave it; for a pickup order,
 * "ready for pickup" with the place and hours.
 */
export function orderShippedMail(order: ShippedOrder, shop: ShopIdentity): MailContent {
  if (order.pickup) return readyForPickupMail(order, order.pickup, shop);
  const tracking: MailBlock[] = [
    ...(order.trackingNumber
      ? [{ kind: 'paragraph', text: `Tracking number: ${order.trackingNumber}` } as const]
      : []),
    ...(order.trackingUrl
      ? [{ kind: 'link', label: 'Track your parcel', href: order.trackingUrl } as const]
      : []),
  ];
  return {
    subject: `Your order ${order.orderNumber} has shipped`,
    preview: `Order ${order.orderNumber} is on its way`,
    greeting: `Hi ${order.customerName},`,
    storeName: shop.storeName,
    blocks: [
      { kind: 'paragraph', text: `Good news: your order ${order.orderNumber} is on its way.` },
      ...tracking,
      { kind: 'paragraph', text: `Thank you for shopping with ${shop.storeName}.` },
    ],
  };
}

/** Every print of the order passed the owner's check (decision 170): it ships next. */
export function orderReadyToShipMail(
  order: { orderNumber: string; orderId: string; customerName: string },
  shop: ShopIdentity,
): MailContent {
  return {
    subject: `Your order ${order.orderNumber} is ready to ship`,
    preview: `Every print of order ${order.orderNumber} is done`,
    greeting: `Hi ${order.customerName},`,
    storeName: shop.storeName,
    blocks: [
      {
        kind: 'paragraph',
        text: `Every print of your order ${order.orderNumber} is done and checked. It ships next; you will hear from us when it leaves.`,
      },
      {
        kind: 'link',
        label: 'See your order',
        href: `${base(shop.publicUrl)}/orders/${order.orderId}`,
      },
      { kind: 'paragraph', text: `Thank you for shopping with ${shop.storeName}.` },
    ],
  };
}

export type RefundedOrder = {
  orderNumber: string;
  customerName: string;
  /** This refund, and everything refunded so far, as decimal strings. */
  amount: string;
  refundedTotal: string;
  orderTotal: string;
  cancelled: boolean;
  reason: string | null;
  /** How the order was paid: only a card refund goes back by itself (absent on older events). */
  paymentMethod?: string;
};

/**
 * A refund (or a cancellation that gave the money back): how much, how much in all, and what
 * the customer paid in the end (decision 171).
 */
export function orderRefundedMail(order: RefundedOrder, shop: ShopIdentity): MailContent {
  const whole = toCents(order.refundedTotal) >= toCents(order.orderTotal);
  const opening = order.cancelled
    ? `Your order ${order.orderNumber} has been cancelled and ${money(order.amount)} refunded.`
    : `We have refunded ${money(order.amount)} of your order ${order.orderNumber}.`;
  return {
    subject: order.cancelled
      ? `Order ${order.orderNumber} cancelled and refunded`
      : `Refund for order ${order.orderNumber}`,
    preview: `${money(order.amount)} refunded`,
    greeting: `Hi ${order.customerName},`,
    storeName: shop.storeName,
    blocks: [
      { kind: 'paragraph', text: opening },
      ...(order.reason ? [{ kind: 'paragraph', text: `Reason: ${order.reason}` } as const] : []),
      {
        kind: 'rows',
        rows: [
          { label: 'This refund', value: money(order.amount), strong: true },
          ...(whole ? [] : [{ label: 'Refunded so far', value: money(order.refundedTotal) }]),
          { label: 'Order total', value: money(order.orderTotal) },
          {
            label: 'You paid in the end',
            value: money(fromCents(toCents(order.orderTotal) - toCents(order.refundedTotal))),
          },
        ],
      },
      {
        kind: 'paragraph',
        text:
          order.paymentMethod === 'none' || order.paymentMethod === 'manual'
            ? 'We return the money to you directly, outside the shop; reply to this mail if it has not reached you.'
            : 'The money goes back the way you paid; your bank may take a few days to show it.',
      },
      { kind: 'link', label: 'Your orders', href: `${base(shop.publicUrl)}/orders` },
    ],
  };
}

/** The owner's "new order" mail: who, what, how much, and a link to the order. */
export function ownerNewOrderMail(order: OrderView, shop: ShopIdentity): MailContent {
  return {
    subject: `New order ${order.orderNumber}: ${money(order.total)}`,
    preview: `${order.customerName} ordered ${order.items.length} line(s)`,
    greeting: 'A new order came in.',
    storeName: shop.storeName,
    blocks: [
      {
        kind: 'box',
        title: 'Customer',
        lines: [
          order.customerName,
          order.customerEmail,
          ...(order.customerPhone ? [order.customerPhone] : []),
        ],
      },
      orderSummaryRows(order),
      { kind: 'paragraph', text: `Payment: ${order.paymentStatus}` },
      destinationBox(order, 'Ship to'),
      {
        kind: 'link',
        label: 'Open the order',
        href: `${base(shop.publicUrl)}/admin/orders/${order.id}`,
      },
    ],
  };
}
