import { z } from 'zod';

/** SPEC §4: the admin may set any of these, in any order. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderStatusUpdateSchema = z.object({ status: orderStatusSchema });

/** Shipping an order: a tracking number and an http(s) tracking link for the customer. */
export const shipmentInputSchema = z.object({
  trackingNumber: z.string().trim().min(1, 'Tracking number is required').max(100),
  trackingUrl: z
    .url({ protocol: /^https?$/, message: 'Enter a valid http(s) tracking URL' })
    .max(1000),
});
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;
