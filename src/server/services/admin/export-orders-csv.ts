import type { Executor } from '../../../db/client';
import type { AddressRecord } from '../../../db/schema/sales';
import type { OrderStatus } from '../../../core/orders/order-admin-input';
import { toCsv, type CsvCell } from '../../../core/csv/to-csv';
import { listAdminOrders, type AdminOrder } from './list-admin-orders';

const COLUMNS: [string, (o: AdminOrder) => CsvCell][] = [
  ['Order Number', (o) => o.orderNumber],
  ['Created At', (o) => o.createdAt.toISOString()],
  ['Customer Name', (o) => o.customerName],
  ['Customer Email', (o) => o.customerEmail],
  ['Customer Phone', (o) => o.customerPhone],
  ['Status', (o) => o.status],
  ['Payment Status', (o) => o.paymentStatus],
  ['Fulfillment Status', (o) => o.fulfillmentStatus],
  ['Items', (o) => o.items.map((i) => `${i.quantity} x ${i.productName}${i.sku ? ` (${i.sku})` : ''}`).join('; ')],
  ['Subtotal', (o) => o.subtotal],
  ['Discount', (o) => o.discountAmount],
  ['Discount Code', (o) => o.discountCode],
  ['Shipping', (o) => o.shippingAmount],
  ['Shipping Method', (o) => o.shippingRateName],
  ['Tax', (o) => o.taxAmount],
  ['Total', (o) => o.total],
  ['Tracking Number', (o) => o.trackingNumber],
  ['Tracking URL', (o) => o.trackingUrl],
  ['Shipped At', (o) => o.shippedAt?.toISOString()],
  ['Shipping Address', (o) => formatAddress(o.shippingAddress)],
];

function formatAddress(a: AddressRecord): string {
  return [`${a.firstName} ${a.lastName}`.trim(), a.address, `${a.city}, ${a.state} ${a.zipCode}`, a.country]
    .filter(Boolean)
    .join(', ');
}

/** The filtered order list as CSV (with a BOM so spreadsheet apps read UTF-8 names right). */
export async function exportOrdersCsv(db: Executor, status?: OrderStatus): Promise<string> {
  const list = await listAdminOrders(db, status);
  return '\uFEFF' + toCsv([COLUMNS.map(([title]) => title), ...list.map((o) => COLUMNS.map(([, cell]) => cell(o)))]);
}
