import { z } from 'zod';
import { decimalString, isoDateTime } from '../api/wire-schemas';
import { FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './order-lifecycle';
import { PAYMENT_METHODS } from '../payments/payment-settings';
import { PRODUCTION_STATUSES } from '../production/order-production';
import { DELIVERY_METHODS } from '../shipping/delivery-method';

/** SPEC §3: each address has firstName, lastName, address, city, state, zipCode, country. */
export const addressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

/** A pickup order's place and opening hours (decision 172). */
export const pickupPlaceSchema = z.object({ location: z.string(), hours: z.string().nullable() });
export type PickupPlace = z.output<typeof pickupPlaceSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  /** The variant sold and its title as it was ("Red / PLA"; null for a default one), decision 135. */
  variantId: z.string().nullable().optional(),
  variantTitle: z.string().nullable().optional(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  price: decimalString,
  total: decimalString,
  /** Units refunded by line (decision 130); absent on views written before it (none). */
  refundedQuantity: z.number().int().optional(),
});
export type OrderItemView = z.output<typeof orderItemSchema>;

/** One order as its customer and the admin both read it (internal fields stay on the server). */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  /** Null for a pickup order (decision 172): nothing is shipped. */
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema,
  /** Shipped or collected; a view stored before pickup existed is a shipping one. */
  deliveryMethod: z.enum(DELIVERY_METHODS).default('shipping'),
  /** Where and when a pickup order is collected, as promised at placement; null when shipped. */
  pickup: pickupPlaceSchema.nullable().default(null),
  subtotal: decimalString,
  discountAmount: decimalString,
  discountCode: z.string().nullable(),
  shippingAmount: decimalString,
  shippingRateName: z.string().nullable(),
  taxAmount: decimalString,
  /** Custom prints' start-up cost, once per material (decision 124); '0.00' without custom prints. */
  printStartupAmount: decimalString,
  total: decimalString,
  /**
   * Money given back so far, in all (decision 171): the payment status stays one of the spec's
   * four values, a part refund being `paid` with this above zero; what the customer paid in the
   * end is `total - refundedAmount` (core's `orderMoney`).
   */
  refundedAmount: decimalString,
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  items: z.array(orderItemSchema),
  /** How it is paid (decision 130); 'none' is the spec's flow. */
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** A manual order's payment instructions as they were at placement. */
  paymentInstructions: z.string().nullable(),
  /** A card order still awaiting payment: Stripe's page to pay it on (decision 131). */
  checkoutUrl: z.string().nullable(),
  /** How its print jobs stand (decision 170): null when nothing is printed for it. */
  productionStatus: z.enum(PRODUCTION_STATUSES).nullable().optional(),
});
export type OrderView = z.output<typeof orderSchema>;

/** PATCH /api/admin/orders/:id/status. */
export const orderStatusChangeSchema = orderSchema.pick({
  id: true,
  orderNumber: true,
  customerEmail: true,
  status: true,
});

/** POST /api/admin/orders/:id/shipment: the shipped order and whether the customer was mailed. */
export const shipmentResultSchema = z.object({ order: orderSchema, emailSent: z.boolean() });

/**
 * The answer of a bulk status change: one result per order named, in the order named. A refused
 * order says why (the code and sentence a single change would have answered); the others changed.
 */
export const bulkOrderStatusResultSchema = z.object({
  results: z.array(
    z.discriminatedUnion('ok', [
      z.object({ orderId: z.string(), ok: z.literal(true), order: orderStatusChangeSchema }),
      z.object({
        orderId: z.string(),
        ok: z.literal(false),
        error: z.string(),
        message: z.string(),
      }),
    ]),
  ),
});
export type BulkOrderStatusResult = z.output<typeof bulkOrderStatusResultSchema>;
