import { z } from 'zod';
import { NEWEST_FIRST, listQuerySchema, pageSchema } from '../lists/list-query';
import { orderStatusSchema } from './order-lifecycle';
import { orderSchema } from './order-responses';
import { PRODUCTION_STATUSES } from '../production/order-production';

/**
 * The order lists' queries and answers. They live with orders, not in lists/, so lists stays
 * the generic paging below every domain (decision 129).
 */

/** An order as its customer sees it on /orders. */
export const orderRowSchema = orderSchema;
export const customerOrdersPageSchema = pageSchema(orderRowSchema);

/** The admin's order row: the customer's view plus the account it belongs to. */
export const adminOrderRowSchema = orderRowSchema.extend({ userId: z.string().nullable() });
export const adminOrdersPageSchema = pageSchema(adminOrderRowSchema);

/** Admin orders: newest first; search matches order number, customer e-mail or name (prefix). */
export const ADMIN_ORDER_SORTS = ['createdAt', 'orderNumber', 'total'] as const;
export const adminOrdersQuerySchema = listQuerySchema(ADMIN_ORDER_SORTS, NEWEST_FIRST).extend({
  status: orderStatusSchema.optional(),
  /** Orders whose print jobs stand so (decision 170). */
  productionStatus: z.enum(PRODUCTION_STATUSES).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
/** The CSV takes the same filters and order, without paging: it streams every matching row. */
export const adminOrdersExportQuerySchema = adminOrdersQuerySchema.omit({
  page: true,
  pageSize: true,
});
export type AdminOrdersExportQuery = z.infer<typeof adminOrdersExportQuerySchema>;
