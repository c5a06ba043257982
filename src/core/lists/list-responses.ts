import { z } from 'zod';
import { adminProductSchema } from '../catalog/catalog-responses';
import { contactMessageViewSchema } from '../contact/contact-responses';
import { adminQuoteViewSchema } from '../custom-prints/custom-print-responses';
import { isoDateTime } from '../api/wire-schemas';
import { pageSchema } from './list-query';

/**
 * The paged lists' answers: `pageSchema(row)` of each feature's response schema (decision 068),
 * so a row is defined once; the messages page adds its unread count. The order and
 * customer lists are their domains' own (orders/order-lists.ts, customers/customer-responses.ts).
 */

export const adminProductRowSchema = adminProductSchema.extend({ updatedAt: isoDateTime });
export const adminProductsPageSchema = pageSchema(adminProductRowSchema);

export const contactMessageRowSchema = contactMessageViewSchema;
export const adminMessagesPageSchema = pageSchema(contactMessageRowSchema).extend({
  unreadCount: z.number().int().min(0),
});

export const adminQuoteRowSchema = adminQuoteViewSchema;
export const adminQuotesPageSchema = pageSchema(adminQuoteRowSchema);
