import { randomUUID } from 'node:crypto';
import type { AddressRecordView as AddressRecord } from '#core/store/order-address';
import type { OrderItemView, OrderView } from '#core/orders/order-responses';
import type { Executor } from '../../db/client';
import { fixedStatement, runFixed } from '../../db/fixed-statement';

/**
 * The writes and reads of one placed order as fixed SQL (decision 030): every order pays for
 * them, so none is built per request. bench/lib/order-pgbench-script.ts runs these same texts.
 */
export const findShippingRate = fixedStatement(
  'order-find-shipping-rate',
  'select id, name, rate, min_order_amount from shipping_rates where id = $1 and is_active = true',
);

const orderColumns = `id, order_number, customer_email, customer_name, customer_phone, shipping_address,
  billing_address, subtotal, discount_amount, discount_code, shipping_amount, shipping_rate_name, tax_amount,
  total, status, payment_status, fulfillment_status, tracking_number, tracking_url, shipped_at, created_at`;

export const insertOrder = fixedStatement(
  'order-insert',
  `insert into orders (user_id, customer_email, customer_name, customer_phone, billing_address, shipping_address,
     subtotal, discount_amount, shipping_amount, tax_amount, total, status, payment_status, fulfillment_status,
     discount_code_id, discount_code, shipping_rate_id, shipping_rate_name, idempotency_key)
   values ($1, $2, $3, $4, $5::jsonb, $5::jsonb, $6, $7, $8, $9, $10, 'confirmed', 'paid', 'unfulfilled',
     $11, $12, $13, $14, $15)
   returning ${orderColumns}`,
);

/** All of an order's items in one statement, whatever their number: one array per column. */
export const insertOrderItems = fixedStatement(
  'order-insert-items',
  `insert into order_items (id, order_id, product_id, product_name, sku, image, quantity, price, total)
   select u.id, $1, u.product_id, u.product_name, u.sku, u.image, u.quantity, u.price, u.total
     from unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::int[], $8::numeric[], $9::numeric[])
       as u(id, product_id, product_name, sku, image, quantity, price, total)
   returning id, product_id, product_name, sku, image, quantity, price, total`,
);

export type OrderInsert = {
  userId: string | null;
  customerEmail: string;
  customerName: string;
  customerPhone: string | null;
  address: AddressRecord;
  subtotal: string;
  discountAmount: string;
  shippingAmount: string;
  taxAmount: string;
  total: string;
  discountCodeId: string | null;
  discountCode: string | null;
  shippingRateId: string | null;
  shippingRateName: string;
  idempotencyKey: string | null;
};

export type ItemInsert = {
  productId: string | null;
  productName: string;
  sku: string | null;
  image: string | null;
  quantity: number;
  price: string;
  total: string;
};

type OrderRow = {
  id: string;
  order_number: string;
  customer_email: string;
  customer_name: string;
  customer_phone: string | null;
  shipping_address: AddressRecord;
  billing_address: AddressRecord;
  subtotal: string;
  discount_amount: string;
  discount_code: string | null;
  shipping_amount: string;
  shipping_rate_name: string | null;
  tax_amount: string;
  total: string;
  status: OrderView['status'];
  payment_status: OrderView['paymentStatus'];
  fulfillment_status: OrderView['fulfillmentStatus'];
  tracking_number: string | null;
  tracking_url: string | null;
  shipped_at: Date | string | null;
  created_at: Date | string;
};

type ItemRow = {
  id: string;
  product_id: string | null;
  product_name: string;
  sku: string | null;
  image: string | null;
  quantity: number;
  price: string;
  total: string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** Writes the order row and answers it in its customer-facing shape, still without items. */
export async function writeOrder(tx: Executor, order: OrderInsert): Promise<Omit<OrderView, 'items'>> {
  const [row] = await runFixed<OrderRow>(tx, insertOrder, [
    order.userId,
    order.customerEmail,
    order.customerName,
    order.customerPhone,
    JSON.stringify(order.address),
    order.subtotal,
    order.discountAmount,
    order.shippingAmount,
    order.taxAmount,
    order.total,
    order.discountCodeId,
    order.discountCode,
    order.shippingRateId,
    order.shippingRateName,
    order.idempotencyKey,
  ]);
  const r = row!;
  return {
    id: r.id,
    orderNumber: r.order_number,
    customerEmail: r.customer_email,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    shippingAddress: r.shipping_address,
    billingAddress: r.billing_address,
    subtotal: r.subtotal,
    discountAmount: r.discount_amount,
    discountCode: r.discount_code,
    shippingAmount: r.shipping_amount,
    shippingRateName: r.shipping_rate_name,
    taxAmount: r.tax_amount,
    total: r.total,
    status: r.status,
    paymentStatus: r.payment_status,
    fulfillmentStatus: r.fulfillment_status,
    trackingNumber: r.tracking_number,
    trackingUrl: r.tracking_url,
    shippedAt: r.shipped_at === null ? null : iso(r.shipped_at),
    createdAt: iso(r.created_at),
  };
}

/**
 * Writes the items (ids made here, so each caller's line knows its item without relying on the
 * order RETURNING gives rows in) and answers them in the request's order.
 */
export async function writeOrderItems(tx: Executor, orderId: string, items: readonly ItemInsert[]): Promise<OrderItemView[]> {
  const ids = items.map(() => randomUUID());
  const rows = await runFixed<ItemRow>(tx, insertOrderItems, [
    orderId,
    ids,
    items.map((item) => item.productId),
    items.map((item) => item.productName),
    items.map((item) => item.sku),
    items.map((item) => item.image),
    items.map((item) => item.quantity),
    items.map((item) => item.price),
    items.map((item) => item.total),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    return {
      id: row.id,
      productId: row.product_id,
      productName: row.product_name,
      sku: row.sku,
      image: row.image,
      quantity: row.quantity,
      price: row.price,
      total: row.total,
    };
  });
}
