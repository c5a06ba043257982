import { z } from 'zod';
import { decimalString, isoDateTime } from '../api/wire-schemas';
import { orderSchema } from '../orders/order-responses';
import { pageSchema } from '../lists/list-query';

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
      status: true,
      paymentStatus: true,
      createdAt: true,
    }),
  ),
  revenueByDay: z.array(z.object({ date: z.string(), revenue: decimalString })),
  lowStockProducts: z.array(
    z.object({ id: z.string(), name: z.string(), sku: z.string(), quantity: z.number().int() }),
  ),
});
export type Dashboard = z.output<typeof dashboardSchema>;

/** GET /api/admin/customers: profiles that are not the owner's admin accounts. */
export const customerSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: isoDateTime,
  role: z.literal('customer'),
  ordersCount: z.number().int(),
  totalSpent: decimalString,
});
export type Customer = z.output<typeof customerSchema>;

/** The owner's customer list, one page (decision 129: kept with its row, not in lists/). */
export const adminCustomerRowSchema = customerSchema;
export const adminCustomersPageSchema = pageSchema(adminCustomerRowSchema);
