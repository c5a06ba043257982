import { z } from 'zod';
import { orderStatusSchema } from './order-status';

/** The owner's inputs on an order: a new status, a shipment. */
export const orderStatusUpdateSchema = z.object({ status: orderStatusSchema });

/** Shipping an order: a tracking number and an http(s) tracking link for the customer. */
export const shipmentInputSchema = z.object({
  trackingNumber: z.string().trim().min(1, 'Tracking number is required').max(100),
  trackingUrl: z
    .url({ protocol: /^https?$/, message: 'Enter a valid http(s) tracking URL' })
    .max(1000),
});
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;
