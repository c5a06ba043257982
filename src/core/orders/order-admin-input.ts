import { z } from 'zod';
import { moneyInput } from '../money-input';
import { orderStatusSchema } from './order-lifecycle';

/**
 * The owner's choices on a change that returns goods or money (decision 171), reviewed in a
 * dialog first. Left out, each is today's behaviour: stock returns, the customer is mailed.
 */
const restock = z
  .boolean()
  .optional()
  .meta({ description: 'Put returned units back into stock (default true)' });
const notifyCustomer = z
  .boolean()
  .optional()
  .meta({ description: 'Mail the customer about money given back (default true)' });

/** The owner's inputs on an order: a new status, a shipment, a refund, an internal note. */
export const orderStatusUpdateSchema = z.object({
  status: orderStatusSchema,
  restock,
  notifyCustomer,
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/** Shipping an order: a tracking number and an http(s) tracking link for the customer. */
export const shipmentInputSchema = z.object({
  trackingNumber: z.string().trim().min(1, 'Tracking number is required').max(100),
  trackingUrl: z
    .url({ protocol: /^https?$/, message: 'Enter a valid http(s) tracking URL' })
    .max(1000),
});
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

/** A refund by amount (the plan refuses more than was paid less earlier refunds). */
export const orderRefundInputSchema = z.object({
  amount: moneyInput.refine((amount) => amount !== '0.00', 'Enter an amount above 0'),
  reason: z.string().trim().max(500).optional(),
  notifyCustomer,
});
export type OrderRefundInput = z.input<typeof orderRefundInputSchema>;

/** A refund by line: whole units of the order's lines, their price back and stock returned. */
export const orderLineRefundInputSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.uuid(),
        quantity: z.number().int().min(1, 'At least 1').max(100_000),
      }),
    )
    .min(1, 'Choose at least one line')
    .max(200),
  reason: z.string().trim().max(500).optional(),
  restock,
  notifyCustomer,
});
export type OrderLineRefundInput = z.infer<typeof orderLineRefundInputSchema>;

/** An internal note on the order's timeline (never shown to the customer). */
export const orderNoteInputSchema = z.object({
  note: z.string().trim().min(1, 'Write a note').max(2000),
});
export type OrderNoteInput = z.infer<typeof orderNoteInputSchema>;

/** Most orders one bulk change may name: each is its own transaction, one after another. */
export const MAX_BULK_ORDERS = 100;

/** POST /api/admin/orders/bulk-status: one status for several orders, each checked as if alone. */
export const bulkOrderStatusInputSchema = z.object({
  orderIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one order')
    .max(MAX_BULK_ORDERS, `At most ${MAX_BULK_ORDERS} orders at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'An order is named twice'),
  status: orderStatusSchema,
});
export type BulkOrderStatusInput = z.infer<typeof bulkOrderStatusInputSchema>;
