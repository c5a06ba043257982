import { z } from 'zod';
import { pageNumberSchema, pageSizeSchema } from '../lists/list-query';

/** The customer's own /orders: newest first, a page at a time. */
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;
export const customerOrdersQuerySchema = z.object({
  page: pageNumberSchema,
  pageSize: pageSizeSchema(50, CUSTOMER_ORDERS_PAGE_SIZE),
});
export type CustomerOrdersQuery = z.infer<typeof customerOrdersQuerySchema>;
