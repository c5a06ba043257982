import { z } from 'zod';
import { decimalString, isoDateTime } from '../api/wire-schemas';
import { pageSchema } from '../lists/list-query';

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
