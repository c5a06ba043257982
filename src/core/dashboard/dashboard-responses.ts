import { z } from 'zod';
import { decimalString } from '../api/wire-schemas';
import { orderSchema } from '../orders/order-responses';
import { lowFilamentSchema } from '../production/production-schemas';

/** GET /api/admin/dashboard: SPEC §7 figures, revenue per day and the low-stock products. */
export const dashboardSchema = z.object({
  counts: z.object({
    products: z.number().int(),
    orders: z.number().int(),
    customers: z.number().int(),
    lowStock: z.number().int(),
  }),
  revenue: decimalString,
  recentOrders: z.array(
    orderSchema.pick({
      id: true,
      orderNumber: true,
      customerName: true,
      customerEmail: true,
      total: true,
      refundedAmount: true,
      status: true,
      paymentStatus: true,
      createdAt: true,
    }),
  ),
  revenueByDay: z.array(z.object({ date: z.string(), revenue: decimalString })),
  lowStockProducts: z.array(
    z.object({ id: z.string(), name: z.string(), sku: z.string(), quantity: z.number().int() }),
  ),
  /** Materials and colours whose spools together run low (the production board's filament). */
  lowFilament: z.array(lowFilamentSchema).optional(),
});
export type Dashboard = z.output<typeof dashboardSchema>;

/**
 * GET /api/admin/waiting (decision 174): what waits for the owner, for the admin's navigation.
 * Orders: not yet sent nor cancelled, nor failed or refunded. Quotes: requests to review.
 * Messages: unread.
 */
export const waitingSchema = z.object({
  orders: z.number().int().min(0),
  quotes: z.number().int().min(0),
  messages: z.number().int().min(0),
});
export type Waiting = z.output<typeof waitingSchema>;
