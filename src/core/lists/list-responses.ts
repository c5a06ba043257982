import { z } from 'zod';
import { customerSchema } from '../admin/admin-responses';
import { adminProductSchema } from '../catalog/catalog-responses';
import { contactMessageViewSchema } from '../contact/contact-responses';
import { adminQuoteViewSchema } from '../custom-prints/custom-print-responses';
import { orderSchema } from '../orders/order-responses';
import { isoDateTime } from '../api/wire-schemas';
import { pageSchema } from './list-query';

/**
 * The paged lists' answers: `pageSchema(row)` of each feature's response schema (decision 020),
 * so a row is defined once; the messages page adds its unread count.
 */

/** An order as its customer sees it on /orders. */
export const orderRowSchema = orderSchema;
export const customerOrdersPageSchema = pageSchema(orderRowSchema);

/** The admin's order row: the customer's view plus the account it belongs to. */
export const adminOrderRowSchema = orderRowSchema.extend({ userId: z.string().nullable() });
export const adminOrdersPageSchema = pageSchema(adminOrderRowSchema);

export const adminCustomerRowSchema = customerSchema;
export const adminCustomersPageSchema = pageSchema(adminCustomerRowSchema);

export const adminProductRowSchema = adminProductSchema.extend({ updatedAt: isoDateTime });
export const adminProductsPageSchema = pageSchema(adminProductRowSchema);

export const contactMessageRowSchema = contactMessageViewSchema;
export const adminMessagesPageSchema = pageSchema(contactMessageRowSchema).extend({
  unreadCount: z.number().int().min(0),
});

export const adminQuoteRowSchema = adminQuoteViewSchema;
export const adminQuotesPageSchema = pageSchema(adminQuoteRowSchema);
