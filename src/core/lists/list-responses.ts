import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/order-admin-input';
import { QUOTE_STATUSES } from '../custom-prints/print-constants';
import { pageSchema } from './list-query';

/**
 * The rows of the paged lists as they travel (money as decimal strings, dates as ISO strings).
 * Each list answers `pageSchema(row)`; the messages page adds its unread count.
 */
const money = z.string().regex(/^-?\d+(\.\d+)?$/);
const isoDate = z.iso.datetime({ offset: true });
const address = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

export const orderItemRowSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  price: money,
  total: money,
});

/** An order as its customer sees it on /orders. */
export const orderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  shippingAddress: address,
  billingAddress: address,
  subtotal: money,
  discountAmount: money,
  discountCode: z.string().nullable(),
  shippingAmount: money,
  shippingRateName: z.string().nullable(),
  taxAmount: money,
  total: money,
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(['paid', 'pending', 'failed', 'refunded']),
  fulfillmentStatus: z.enum(['unfulfilled', 'fulfilled']),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: isoDate.nullable(),
  createdAt: isoDate,
  items: z.array(orderItemRowSchema),
});
export const customerOrdersPageSchema = pageSchema(orderRowSchema);

/** The admin's order row: the customer's view plus the account it belongs to. */
export const adminOrderRowSchema = orderRowSchema.extend({ userId: z.string().nullable() });
export const adminOrdersPageSchema = pageSchema(adminOrderRowSchema);

export const adminCustomerRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: isoDate,
  role: z.literal('customer'),
  ordersCount: z.number().int().min(0),
  totalSpent: money,
});
export const adminCustomersPageSchema = pageSchema(adminCustomerRowSchema);

export const adminProductRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: money,
  compareAtPrice: money.nullable(),
  images: z.array(z.string()),
  sku: z.string(),
  isActive: z.boolean(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  stock: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export const adminProductsPageSchema = pageSchema(adminProductRowSchema);

export const contactMessageRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  readAt: isoDate.nullable(),
  createdAt: isoDate,
});
export const adminMessagesPageSchema = pageSchema(contactMessageRowSchema).extend({ unreadCount: z.number().int().min(0) });

/** A quote row (the full quote view travels too; these are the fields the list relies on). */
export const adminQuoteRowSchema = z
  .object({
    id: z.string(),
    status: z.enum(QUOTE_STATUSES),
    customerEmail: z.string().nullable(),
    priceCents: z.number().int(),
    createdAt: isoDate,
    model: z.object({ id: z.string(), originalName: z.string() }).loose(),
  })
  .loose();
export const adminQuotesPageSchema = pageSchema(adminQuoteRowSchema);
