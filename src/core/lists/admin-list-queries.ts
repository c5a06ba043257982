import { z } from 'zod';
import { QUOTE_STATUSES } from '../custom-prints/print-constants';
import { NEWEST_FIRST, listQuerySchema } from './list-query';

/**
 * Admin customers: newest first; search matches e-mail, first or last name (prefix); sorted also
 * by what they spent or their last order (decision 174); `tag` keeps those with that tag.
 */
export const ADMIN_CUSTOMER_SORTS = [
  'createdAt',
  'email',
  'name',
  'totalSpent',
  'lastOrderAt',
] as const;
export const adminCustomersQuerySchema = listQuerySchema(ADMIN_CUSTOMER_SORTS, NEWEST_FIRST).extend(
  {
    tag: z.string().trim().toLowerCase().min(1).max(32).optional(),
  },
);
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

/** Admin products: newest first; search matches name or SKU (prefix). */
export const ADMIN_PRODUCT_SORTS = ['createdAt', 'name', 'price', 'stock'] as const;
export const adminProductsQuerySchema = listQuerySchema(ADMIN_PRODUCT_SORTS, NEWEST_FIRST).extend({
  status: z.enum(['active', 'inactive']).optional(),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

/** Contact inbox: newest first; search matches sender e-mail or name (prefix). */
export const ADMIN_MESSAGE_SORTS = ['createdAt'] as const;
export const adminMessagesQuerySchema = listQuerySchema(ADMIN_MESSAGE_SORTS, NEWEST_FIRST).extend({
  read: z.enum(['read', 'unread']).optional(),
});
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuerySchema>;

/** Custom-print quotes: requests (not bare instant prices) unless a status is chosen; search by customer e-mail or file name. */
export const ADMIN_QUOTE_SORTS = ['createdAt'] as const;
export const adminQuotesQuerySchema = listQuerySchema(ADMIN_QUOTE_SORTS, NEWEST_FIRST).extend({
  status: z.enum(QUOTE_STATUSES).optional(),
});
export type AdminQuotesQuery = z.infer<typeof adminQuotesQuerySchema>;
