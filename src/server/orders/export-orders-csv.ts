import type { Executor } from '../../db/client';
import type { AddressRecord } from '../../db/schema/sales';
import type { AdminOrdersExportQuery } from '#core/orders/order-lists';
import { toCsv, type CsvCell } from '#core/csv/to-csv';
import { labelOrderItem } from '#core/orders/label-order-item';
import { orderMoney } from '#core/orders/order-money';
import { fromCents } from '#core/money';
import { eachAdminOrder, type AdminOrder } from './list-admin-orders';

const COLUMNS: [string, (o: AdminOrder) => CsvCell][] = [
  ['Order Number', (o) => o.orderNumber],
  ['Created At', (o) => o.createdAt.toISOString()],
  ['Customer Name', (o) => o.customerName],
  ['Customer Email', (o) => o.customerEmail],
  ['Customer Phone', (o) => o.customerPhone],
  ['Status', (o) => o.status],
  ['Payment Status', (o) => o.paymentStatus],
  ['Fulfillment Status', (o) => o.fulfillmentStatus],
  [
    'Items',
    (o) =>
      o.items
        .map((i) => `${i.quantity} x ${labelOrderItem(i)}${i.sku ? ` (${i.sku})` : ''}`)
        .join('; '),
  ],
  ['Subtotal', (o) => o.subtotal],
  ['Discount', (o) => o.discountAmount],
  ['Discount Code', (o) => o.discountCode],
  ['Shipping', (o) => o.shippingAmount],
  ['Shipping Method', (o) => o.shippingRateName],
  ['Tax', (o) => o.taxAmount],
  // Custom prints' start-up, once per material (decision 124): part of the total.
  ['Print Start-up', (o) => o.printStartupAmount],
  ['Total', (o) => o.total],
  // Money given back and what the customer paid in the end (decision 171).
  ['Refunded', (o) => o.refundedAmount],
  ['Net Paid', (o) => fromCents(orderMoney(o).net)],
  ['Tracking Number', (o) => o.trackingNumber],
  ['Tracking URL', (o) => o.trackingUrl],
  ['Shipped At', (o) => o.shippedAt?.toISOString()],
  // A pickup order ships nowhere (decision 172): the column says where it is collected.
  [
    'Shipping Address',
    (o) =>
      o.shippingAddress
        ? formatAddress(o.shippingAddress)
        : `Pickup at ${o.pickupLocation ?? ''}`.trim(),
  ],
];

function formatAddress(a: AddressRecord): string {
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.address,
    `${a.city}, ${a.state} ${a.zipCode}`,
    a.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Every order matching the list's filters, in its order, as CSV (with a BOM so spreadsheet apps
 * read UTF-8 names right). Yields one chunk per batch of rows, so a shop of any size streams in
 * constant memory. The header row comes with the first batch: the first chunk waits for the
 * database's first answer, so a caller that awaits it can still answer a refusal as an error.
 */
export async function* streamOrdersCsv(
  db: Executor,
  query: AdminOrdersExportQuery,
  batchSize = 500,
): AsyncGenerator<string> {
  let chunk = '\uFEFF' + toCsv([COLUMNS.map(([title]) => title)]);
  let batch: CsvCell[][] = [];
  for await (const order of eachAdminOrder(db, query, batchSize)) {
    batch.push(COLUMNS.map(([, cell]) => cell(order)));
    if (batch.length >= batchSize) {
      yield chunk + toCsv(batch);
      chunk = '';
      batch = [];
    }
  }
  if (batch.length > 0) yield chunk + toCsv(batch);
  else if (chunk) yield chunk;
}
