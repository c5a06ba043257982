import { z } from 'zod';
import { decimalString, isoDateTime } from '../api/wire-schemas';
import { pageSchema } from '../lists/list-query';
import { addressSchema } from '../orders/order-responses';
import { ORDER_STATUSES, PAYMENT_STATUSES, FULFILLMENT_STATUSES } from '../orders/order-lifecycle';
import { QUOTE_STATUSES } from '../custom-prints/print-constants';

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
  /** The newest order's moment; null before the first. */
  lastOrderAt: isoDateTime.nullable(),
  tags: z.array(z.string()),
});
export type Customer = z.output<typeof customerSchema>;

/** The owner's customer list, one page (decision 129: kept with its row, not in lists/). */
export const adminCustomerRowSchema = customerSchema;
export const adminCustomersPageSchema = pageSchema(adminCustomerRowSchema);

/** An owner's note on a customer: who wrote it (null once that account is gone) and when. */
export const customerNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorId: z.string().nullable(),
  authorEmail: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type CustomerNote = z.output<typeof customerNoteSchema>;

export const customerTagsSchema = z.object({ tags: z.array(z.string()) });

/** How many rows of each kind the customer page shows, newest first (the rest: the lists' search). */
export const CUSTOMER_PAGE_ROWS = 20;

/**
 * GET /api/admin/customers/:id (decision 174): the account, what they spent, their newest orders,
 * quotes and contact messages, the addresses they ordered to, the owner's notes and tags.
 */
export const customerDetailSchema = z.object({
  customer: z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: isoDateTime,
    lastSignInAt: isoDateTime.nullable(),
  }),
  stats: z.object({
    ordersCount: z.number().int().min(0),
    /** Paid orders' totals, as the list counts them. */
    totalSpent: decimalString,
    firstOrderAt: isoDateTime.nullable(),
    lastOrderAt: isoDateTime.nullable(),
  }),
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      status: z.enum(ORDER_STATUSES),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
      total: decimalString,
      createdAt: isoDateTime,
    }),
  ),
  quotes: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      materialName: z.string(),
      quantity: z.number().int(),
      price: decimalString,
      status: z.enum(QUOTE_STATUSES),
      createdAt: isoDateTime,
    }),
  ),
  messages: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      createdAt: isoDateTime,
      read: z.boolean(),
    }),
  ),
  /** Distinct shipping addresses of their orders, the newest used first. */
  addresses: z.array(addressSchema.extend({ lastUsedAt: isoDateTime })),
  notes: z.array(customerNoteSchema),
  tags: z.array(z.string()),
});
export type CustomerDetail = z.output<typeof customerDetailSchema>;
