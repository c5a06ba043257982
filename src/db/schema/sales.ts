import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, money, updatedAt } from './columns';
import { products, productVariants } from './catalog';
import {
  FULFILLMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
} from '#core/orders/order-lifecycle';
import { users } from './auth';
import { ORDER_EVENT_KINDS } from '#core/orders/order-timeline';
import { PAYMENT_METHODS } from '#core/payments/payment-settings';
import { PRODUCTION_STATUSES } from '#core/production/order-production';
import { DELIVERY_METHODS } from '#core/shipping/delivery-method';

export type AddressRecord = {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    rate: money('rate').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    minWeight: numeric('min_weight', { precision: 10, scale: 3, mode: 'string' }),
    maxWeight: numeric('max_weight', { precision: 10, scale: 3, mode: 'string' }),
    minOrderAmount: money('min_order_amount'),
    /** A pickup (decision 172): collected at `pickupLocation` in `pickupHours`, nothing shipped. */
    isPickup: boolean('is_pickup').notNull().default(false),
    pickupLocation: text('pickup_location'),
    pickupHours: text('pickup_hours'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'shipping_rates_pickup_has_location',
      sql`not ${t.isPickup} or length(trim(coalesce(${t.pickupLocation}, ''))) > 0`,
    ),
    check('shipping_rates_rate_non_negative', sql`${t.rate} >= 0`),
    check('shipping_rates_min_order_non_negative', sql`${t.minOrderAmount} >= 0`),
    check(
      'shipping_rates_weight_range',
      sql`${t.minWeight} is null or ${t.maxWeight} is null or ${t.minWeight} <= ${t.maxWeight}`,
    ),
    index('shipping_rates_active_rate_idx').on(t.isActive, t.rate),
    index('shipping_rates_created_at_idx').on(t.createdAt),
  ],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    code: text('code').notNull(),
    type: text('type', { enum: ['percentage', 'fixed_amount'] }).notNull(),
    value: money('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maximumUses: integer('maximum_uses'),
    usesCount: integer('uses_count').notNull().default(0),
    minimumOrderAmount: money('minimum_order_amount'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_upper_idx').on(sql`upper(${t.code})`),
    check('discount_codes_code_upper', sql`${t.code} = upper(${t.code}) and length(${t.code}) > 0`),
    check('discount_codes_type_valid', sql`${t.type} in ('percentage', 'fixed_amount')`),
    check(
      'discount_codes_value_positive',
      sql`${t.value} > 0 and (${t.type} <> 'percentage' or ${t.value} <= 100)`,
    ),
    check(
      'discount_codes_uses_valid',
      sql`${t.usesCount} >= 0 and (${t.maximumUses} is null or (${t.maximumUses} > 0 and ${t.usesCount} <= ${t.maximumUses}))`,
    ),
    check('discount_codes_minimum_non_negative', sql`${t.minimumOrderAmount} >= 0`),
    check(
      'discount_codes_dates_ordered',
      sql`${t.startsAt} is null or ${t.expiresAt} is null or ${t.startsAt} < ${t.expiresAt}`,
    ),
    index('discount_codes_created_at_idx').on(t.createdAt),
  ],
);

export const paymentStatuses = PAYMENT_STATUSES;
export const fulfillmentStatuses = FULFILLMENT_STATUSES;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .default(sql`generate_order_number()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    billingAddress: jsonb('billing_address').$type<AddressRecord>().notNull(),
    /** Null for a pickup order (decision 172): nothing is shipped. */
    shippingAddress: jsonb('shipping_address').$type<AddressRecord>(),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS })
      .notNull()
      .default('shipping'),
    /** A pickup order's place and hours as they were when it was placed. */
    pickupLocation: text('pickup_location'),
    pickupHours: text('pickup_hours'),
    subtotal: money('subtotal').notNull(),
    discountAmount: money('discount_amount').notNull().default('0'),
    shippingAmount: money('shipping_amount').notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    /** Custom prints' start-up cost, once per material (decision 124); 0 without custom prints. */
    printStartupAmount: money('print_startup_amount').notNull().default('0'),
    total: money('total').notNull(),
    /** Given back of the payment (decision 127); never more than the total. */
    refundedAmount: money('refunded_amount').notNull().default('0'),
    /** The customer's optional note at checkout (decision 127). */
    customerNote: text('customer_note'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    fulfillmentStatus: text('fulfillment_status', { enum: fulfillmentStatuses })
      .notNull()
      .default('unfulfilled'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, {
      onDelete: 'set null',
    }),
    discountCode: text('discount_code'),
    shippingRateId: uuid('shipping_rate_id').references(() => shippingRates.id, {
      onDelete: 'set null',
    }),
    shippingRateName: text('shipping_rate_name'),
    idempotencyKey: text('idempotency_key'),
    // SHA-256 of the request an Idempotency-Key was first used with (decision 118): a repeat
    // with another body is refused. Null on orders placed without a key, or before migration 0012.
    requestFingerprint: text('request_fingerprint'),
    /** How the order is paid (decision 130); 'none' is the spec's flow. */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('none'),
    /** The owner's manual-payment instructions as they were at placement. */
    paymentInstructions: text('payment_instructions'),
    /** An unpaid order holds its stock until then (manual: N days; card: the session's expiry). */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** The Stripe Checkout Session paying it, its page and PaymentIntent (decision 131). */
    stripeSessionId: text('stripe_session_id'),
    stripeCheckoutUrl: text('stripe_checkout_url'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** How its print jobs stand (decision 170), beside the spec's statuses; null: nothing to print. */
    productionStatus: text('production_status', { enum: PRODUCTION_STATUSES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'orders_amounts_non_negative',
      sql`${t.subtotal} >= 0 and ${t.discountAmount} >= 0 and ${t.shippingAmount} >= 0 and ${t.taxAmount} >= 0 and ${t.printStartupAmount} >= 0 and ${t.total} >= 0`,
    ),
    check(
      'orders_refunded_within_total',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.total}`,
    ),
    check(
      'orders_status_valid',
      sql`${t.status} in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_payment_status_valid',
      sql`${t.paymentStatus} in ('paid', 'pending', 'failed', 'refunded')`,
    ),
    check('orders_delivery_method_valid', sql`${t.deliveryMethod} in ('shipping', 'pickup')`),
    check(
      'orders_delivery_has_destination',
      sql`(${t.deliveryMethod} = 'shipping' and ${t.shippingAddress} is not null) or (${t.deliveryMethod} = 'pickup' and ${t.pickupLocation} is not null)`,
    ),
    check(
      'orders_fulfillment_status_valid',
      sql`${t.fulfillmentStatus} in ('unfulfilled', 'fulfilled')`,
    ),
    index('orders_customer_email_created_idx').on(t.customerEmail, t.createdAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // A signed-out order's customer, by e-mail (migration 0031).
    index('orders_guest_email_idx')
      .on(sql`lower(${t.customerEmail})`)
      .where(sql`${t.userId} is null`),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // Admin list (migration 0008): each sort key with the id that breaks ties, and
    // lower() pattern indexes so the prefix search never scans the table.
    index('orders_created_id_idx').on(t.createdAt, t.id),
    index('orders_total_id_idx').on(t.total, t.id),
    index('orders_number_lower_pattern_idx').on(sql`lower(${t.orderNumber}) text_pattern_ops`),
    index('orders_email_lower_pattern_idx').on(sql`lower(${t.customerEmail}) text_pattern_ops`),
    index('orders_name_lower_pattern_idx').on(sql`lower(${t.customerName}) text_pattern_ops`),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('orders_payment_method_valid', sql`${t.paymentMethod} in ('none', 'manual', 'stripe')`),
    uniqueIndex('orders_stripe_session_idx').on(t.stripeSessionId),
    index('orders_stripe_payment_intent_idx').on(t.stripePaymentIntentId),
    check(
      'orders_production_status_valid',
      sql`${t.productionStatus} is null or ${t.productionStatus} in ('in_production', 'ready_to_ship')`,
    ),
    index('orders_production_status_idx')
      .on(t.productionStatus, t.createdAt)
      .where(sql`${t.productionStatus} is not null`),
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'pending' and ${t.paymentStatus} = 'pending'`),
  ],
);

/** Stripe events already applied, by Stripe's event id (decision 131): a redelivery is a no-op. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many orders there are by status and payment status, kept by a trigger on `orders`
 * (migration 0011, decision 052). Each row is a delta (+1 on insert, -1/+1 on a status change,
 * -1 on delete); a count is the sum of its rows. Insert-only, so concurrent checkouts never wait
 * on a shared counter row; `compactOrderCounts` folds the rows back to one per pair now and then.
 */
export const orderCounts = pgTable('order_counts', {
  status: text('status').notNull(),
  paymentStatus: text('payment_status').notNull(),
  n: integer('n').notNull(),
});

/** Items keep a snapshot of name, sku and unit price so deleting a product never rewrites history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /** The variant sold (decision 135); its title ("Red / PLA") as it was, null for a default one. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variantTitle: text('variant_title'),
    sku: text('sku'),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    total: money('total').notNull(),
    /** Units refunded by line, their stock returned (decision 130). */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_refunded_within_quantity',
      sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`,
    ),
    check('order_items_amounts_non_negative', sql`${t.price} >= 0 and ${t.total} >= 0`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
  ],
);

/** The order's timeline (decision 127): who did what and when; internal, never shown to customers. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'order_events_kind_valid',
      sql`${t.kind} in ('placed', 'status_changed', 'shipped', 'refunded', 'note', 'paid', 'production')`,
    ),
    index('order_events_order_created_idx').on(t.orderId, t.createdAt),
  ],
);
