import { formatMoney, toCents } from '../money';
import { countryName } from '../checkout/countries';
import type { OrderView } from './order-responses';
import { labelDiscountLine } from './label-discount-line';
import { labelTaxLine } from './label-tax-line';
import { formatShippingRate } from '../checkout/choose-shipping-rate';
import { labelOrderItem } from './label-order-item';
import { orderMoney, refundRows } from './order-money';
import { addressLines as lines, pickupLines, pickupOf } from './order-delivery';

export type OrderDocumentKind = 'invoice' | 'packing-slip';

export type OrderDocument = {
  title: string;
  /** "Invoice ORD-…" / "Packing slip ORD-…". */
  heading: string;
  date: string;
  addresses: { title: string; lines: string[] }[];
  /** Lines with prices on an invoice; names and quantities only on a packing slip. */
  lines: { name: string; sku: string | null; quantity: number; price?: string; total?: string }[];
  /**
   * The invoice's amounts (none on a packing slip): up to the total, then, once money went back,
   * paid, refunded and net paid.
   */
  totals: { label: string; value: string; strong?: boolean }[];
  /** The payment state an invoice states ("Paid", "Payment due"…). */
  payment?: string;
};

const money = (amount: string) => formatMoney(toCents(amount));

const addressLines = (a: NonNullable<OrderView['shippingAddress']>) => lines(a, countryName);

/** Where the parcel goes, or where a pickup order is collected (decision 172). */
function destination(order: OrderView): { title: string; lines: string[] } {
  const pickup = pickupOf(order);
  if (pickup) return { title: 'Pickup at', lines: pickupLines(pickup) };
  return {
    title: 'Ship to',
    lines: order.shippingAddress ? addressLines(order.shippingAddress) : [],
  };
}

const PAYMENT: Record<OrderView['paymentStatus'], string> = {
  paid: 'Paid',
  pending: 'Payment due',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

/** The invoice's payment state; a part refund says how much went back (decision 171). */
function paymentLine(order: OrderView): string {
  const { partlyRefunded, refunded } = orderMoney(order);
  return partlyRefunded
    ? `Paid, partly refunded (${formatMoney(refunded)})`
    : PAYMENT[order.paymentStatus];
}

/**
 * An order as a printable document: the invoice (lines with prices, the amounts as charged, the
 * payment state) or the packing slip (what goes in the parcel, no prices). Dates in en-US, as
 * every figure of the shop (SPEC §9).
 */
export function orderDocument(order: OrderView, kind: OrderDocumentKind): OrderDocument {
  const invoice = kind === 'invoice';
  const discount = labelDiscountLine(order);
  const tax = labelTaxLine(toCents(order.taxAmount));
  const startup = toCents(order.printStartupAmount) > 0;
  const label = invoice ? 'Invoice' : 'Packing slip';
  return {
    title: `${label} ${order.orderNumber}`,
    heading: `${label} ${order.orderNumber}`,
    date: new Date(order.createdAt).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
    addresses: invoice
      ? [
          { title: 'Bill to', lines: [...addressLines(order.billingAddress), order.customerEmail] },
          destination(order),
        ]
      : [destination(order)],
    lines: order.items.map((item) => ({
      name: labelOrderItem(item),
      sku: item.sku,
      quantity: item.quantity,
      ...(invoice ? { price: money(item.price), total: money(item.total) } : {}),
    })),
    totals: invoice
      ? [
          { label: 'Subtotal', value: money(order.subtotal) },
          ...(discount ? [{ label: discount, value: `−${money(order.discountAmount)}` }] : []),
          ...(startup ? [{ label: 'Print start-up', value: money(order.printStartupAmount) }] : []),
          {
            label: `Shipping${order.shippingRateName ? ` (${order.shippingRateName})` : ''}`,
            value: formatShippingRate(toCents(order.shippingAmount)),
          },
          ...(tax ? [{ label: tax, value: money(order.taxAmount) }] : []),
          { label: 'Total', value: money(order.total), strong: true },
          ...refundRows(order),
        ]
      : [],
    ...(invoice ? { payment: paymentLine(order) } : {}),
  };
}
