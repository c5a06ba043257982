import { toCents, type Cents } from '#core/money';
import { mergeStoredTaxSettings, type TaxSettings } from '#core/settings/shop-settings';
import { mergeStoredPaymentSettings, type PaymentSettings } from '#core/payments/payment-settings';
import type { PaymentPlacement } from '../payments/payment-adapter';
import type { AddressRecordView as AddressRecord } from '#core/checkout/order-address';
import type { OrderView, PickupPlace } from '#core/orders/order-responses';
import { kilogramsToGrams } from '#core/shipping/delivery-method';
import type { OrderedLine } from '../domain-events/domain-event';
import type { Executor } from '../../db/client';
import { fixedStatement, runFixed } from '../../db/fixed-statement';

/**
 * The reads and writes of one placed order as fixed SQL (decision 043): every order pays for
 * them, so none is built per request. bench/lib/order-pgbench-script.ts runs these same texts.
 */
/**
 * The chosen rate and the owner's tax settings as they are at this moment (decision 122), in
 * the one round trip the rate already took: the order is taxed by what its transaction reads.
 */
export const findShippingRateAndTax = fixedStatement(
  'order-find-shipping-rate-and-tax',
  `select id, name, rate, min_order_amount, min_weight, max_weight, is_pickup, pickup_location,
          pickup_hours, (select value from settings where key = 'tax') as tax,
          (select value from settings where key = 'payment') as payment
     from shipping_rates where id = $1 and is_active = true`,
);

/**
 * The order row, all its items and its `order.placed` outbox event in ONE statement. The order's
 * customer-facing view is made by the server ($17: every field but the two only the database
 * knows); the statement adds the order number and creation time, writes the items from the
 * view's own `items`, and puts that same completed view in the event and in the answer, so what
 * the customer is told and what the e-mails say are one document. $18: the event's lines.
 * $19: the request's fingerprint (decision 118; last, so the numbers before it kept their place).
 * $20: the custom prints' start-up cost (decision 124; 0 without custom prints).
 * $21: the customer's note (decision 127); the statement also writes the timeline's 'placed' entry.
 * $22-$26: how it is paid (decision 130): status, payment status, method, the manual instructions
 * and the end of its stock hold ('confirmed', 'paid', 'none', null, null in the spec's flow).
 * How it is delivered (decision 172) is read from the view: its method, its shipping address
 * (none for pickup) and the pickup place and hours, so a view without them is a shipping order.
 * (The time's colons are quoted in its format so that pgbench, which runs this text in the
 * checkout bench, does not read `:MI` as one of its variables.)
 */
export const insertPlacedOrder = fixedStatement(
  'order-insert-placed',
  `with o as (
     insert into orders (id, user_id, customer_email, customer_name, customer_phone, billing_address, shipping_address,
       subtotal, discount_amount, shipping_amount, tax_amount, total, status, payment_status, fulfillment_status,
       discount_code_id, discount_code, shipping_rate_id, shipping_rate_name, idempotency_key, request_fingerprint,
       print_startup_amount, customer_note, payment_method, payment_instructions, payment_due_at,
       delivery_method, pickup_location, pickup_hours)
     values ($1, $2, $3, $4, $5, $6::jsonb, nullif($17::jsonb -> 'shippingAddress', 'null'::jsonb), $7, $8, $9, $10, $11, $22, $23, 'unfulfilled',
       $12, $13, $14, $15, $16, $19, $20, $21, $24, $25, $26,
       coalesce($17::jsonb ->> 'deliveryMethod', 'shipping'), $17::jsonb -> 'pickup' ->> 'location',
       $17::jsonb -> 'pickup' ->> 'hours')
     returning id, order_number, created_at),
   timeline as (
     insert into order_events (order_id, actor_user_id, actor_label, kind, detail)
     select o.id, $2, $3, 'placed', '{}'::jsonb from o),
   items as (
     insert into order_items (id, order_id, product_id, variant_id, variant_title, product_name, sku, image, quantity, price, total)
     select i.id, o.id, i."productId", i."variantId", i."variantTitle", i."productName", i.sku, i.image, i.quantity, i.price, i.total
       from o, jsonb_to_recordset($17::jsonb -> 'items')
         as i(id uuid, "productId" uuid, "variantId" uuid, "variantTitle" text, "productName" text, sku text, image text, quantity int, price numeric, total numeric)),
   placed as (
     select $17::jsonb || jsonb_build_object('orderNumber', o.order_number,
       'createdAt', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.MS"Z"')) as view
       from o),
   event as (
     insert into outbox_events (type, payload)
     select 'order.placed', jsonb_build_object('order', placed.view, 'lines', $18::jsonb) from placed
     returning id)
   select placed.view, event.id as event_id from placed, event`,
);

/**
 * An active shipping rate in cents with the tax settings to charge, or null when the rate is
 * gone or switched off.
 */
export async function findActiveShippingRateAndTax(
  tx: Executor,
  id: string,
): Promise<{
  rate: ChosenRate;
  tax: TaxSettings;
  payment: PaymentSettings;
} | null> {
  const [row] = await runFixed<{
    id: string;
    name: string;
    rate: string;
    min_order_amount: string | null;
    min_weight: string | null;
    max_weight: string | null;
    is_pickup: boolean;
    pickup_location: string | null;
    pickup_hours: string | null;
    tax: unknown;
    payment: unknown;
  }>(tx, findShippingRateAndTax, [id]);
  if (!row) return null;
  return {
    rate: {
      id: row.id,
      name: row.name,
      rate: toCents(row.rate),
      minOrderAmount: row.min_order_amount === null ? null : toCents(row.min_order_amount),
      minWeightGrams: kilogramsToGrams(row.min_weight),
      maxWeightGrams: kilogramsToGrams(row.max_weight),
      isPickup: row.is_pickup,
      pickup:
        row.is_pickup && row.pickup_location
          ? { location: row.pickup_location, hours: row.pickup_hours }
          : null,
    },
    tax: mergeStoredTaxSettings(row.tax),
    payment: mergeStoredPaymentSettings(row.payment),
  };
}

/** The rate an order chose, in cents and grams, with its pickup place when it is a pickup. */
export type ChosenRate = {
  id: string;
  name: string;
  rate: Cents;
  minOrderAmount: Cents | null;
  minWeightGrams: number | null;
  maxWeightGrams: number | null;
  isPickup: boolean;
  pickup: PickupPlace | null;
};

export type OrderInsert = {
  /** Made by the caller, so the order's lines can be claimed before its row is written. */
  id: string;
  userId: string | null;
  customerEmail: string;
  customerName: string;
  customerPhone: string | null;
  /** The billing address; for a shipping order also where it ships. */
  address: AddressRecord;
  /** Collected (with its place and hours) or shipped to `address` (decision 172). */
  pickup: PickupPlace | null;
  subtotal: string;
  discountAmount: string;
  shippingAmount: string;
  taxAmount: string;
  printStartupAmount: string;
  total: string;
  discountCodeId: string | null;
  discountCode: string | null;
  shippingRateId: string | null;
  shippingRateName: string;
  idempotencyKey: string | null;
  /** With a key: the hash of the request it was first used with (decision 118). */
  requestFingerprint: string | null;
  customerNote: string | null;
  /** How it is paid (decision 130). */
  payment: PaymentPlacement;
};

/** What the database adds to a new order's view. */
type AddedByDatabase = 'orderNumber' | 'createdAt';

/**
 * Writes the order, its items (`items`, ids made by the caller, kept in this order) and its
 * `order.placed` event with `lines`; answers the completed view and the event's id.
 */
export async function writePlacedOrder(
  tx: Executor,
  order: OrderInsert,
  items: OrderView['items'],
  lines: readonly OrderedLine[],
): Promise<{ view: OrderView; eventId: string }> {
  const view: Omit<OrderView, AddedByDatabase> = {
    id: order.id,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    shippingAddress: order.pickup ? null : order.address,
    billingAddress: order.address,
    deliveryMethod: order.pickup ? 'pickup' : 'shipping',
    pickup: order.pickup,
    subtotal: order.subtotal,
    discountAmount: order.discountAmount,
    discountCode: order.discountCode,
    shippingAmount: order.shippingAmount,
    shippingRateName: order.shippingRateName,
    taxAmount: order.taxAmount,
    printStartupAmount: order.printStartupAmount,
    total: order.total,
    refundedAmount: '0.00',
    status: order.payment.status,
    paymentStatus: order.payment.paymentStatus,
    fulfillmentStatus: 'unfulfilled',
    trackingNumber: null,
    trackingUrl: null,
    shippedAt: null,
    items,
    paymentMethod: order.payment.method,
    paymentInstructions: order.payment.instructions,
    checkoutUrl: null,
  };
  const [row] = await runFixed<{ view: OrderView; event_id: string }>(tx, insertPlacedOrder, [
    order.id,
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
    JSON.stringify(view),
    JSON.stringify(lines),
    order.requestFingerprint,
    order.printStartupAmount,
    order.customerNote,
    order.payment.status,
    order.payment.paymentStatus,
    order.payment.method,
    order.payment.instructions,
    order.payment.dueAt?.toISOString() ?? null,
  ]);
  return { view: row!.view, eventId: row!.event_id };
}
