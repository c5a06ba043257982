import { z } from 'zod';
import { orderStatusSchema } from '../orders/order-lifecycle';
import { QUOTE_STATUSES } from '../custom-prints/print-constants';
import { listQuerySchema } from './list-query';

/** Admin orders: newest first; search matches order number, customer e-mail or name (prefix). */
export const ADMIN_ORDER_SORTS = ['createdAt', 'orderNumber', 'total'] as const;
export const adminOrdersQuerySchema = listQuerySchema(ADMIN_ORDER_SORTS, {
  sort: 'createdAt',
  dir: 'desc',
}).extend({
  status: orderStatusSchema.optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
/** The CSV takes the same filters and order, without paging: it streams every matching row. */
export const adminOrdersExportQuerySchema = adminOrdersQuerySchema.omit({
  page: true,
  pageSize: true,
});
export type AdminOrdersExportQuery = z.infer<typeof adminOrdersExportQuerySchema>;

/** Admin customers: newest first; search matches e-mail, first or last name (prefix). */
export const ADMIN_CUSTOMER_SORTS = ['createdAt', 'email', 'name'] as const;
export const adminCustomersQuerySchema = listQuerySchema(ADMIN_CUSTOMER_SORTS, {
  sort: 'createdAt',
  dir: 'desc',
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

/** Admin products: newest first; search matches name or SKU (prefix). */
export const ADMIN_PRODUCT_SORTS = ['createdAt', 'name', 'price', 'stock'] as const;
export const adminProductsQuerySchema = listQuerySchema(ADMIN_PRODUCT_SORTS, {
  sort: 'createdAt',
  dir: 'desc',
}).extend({
  status: z.enum(['active', 'inactive']).optional(),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

/** Contact inbox: newest first; search matches sender e-mail or name (prefix). */
export const ADMIN_MESSAGE_SORTS = ['createdAt'] as const;
export const adminMessagesQuerySchema = listQuerySchema(ADMIN_MESSAGE_SORTS, {
  sort: 'createdAt',
  dir: 'desc',
}).extend({
  read: z.enum(['read', 'unread']).optional(),
});
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuerySchema>;

/** Custom-print quotes: requests (not bare instant prices) unless a status is chosen; search by customer e-mail or file name. */
export const ADMIN_QUOTE_SORTS = ['createdAt'] as const;
export const adminQuotesQuerySchema = listQuerySchema(ADMIN_QUOTE_SORTS, {
  sort: 'createdAt',
  dir: 'desc',
}).extend({
  status: z.enum(QUOTE_STATUSES).optional(),
});
export type AdminQuotesQuery = z.infer<typeof adminQuotesQuerySchema>;
