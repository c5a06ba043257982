import { z } from 'zod';
import type { addressSchema } from '../orders/order-responses';
import { COUNTRY_CODES } from './countries';

/** What checkout fills in for a returning customer: their last order's name, phone and address. */
export const lastAddressSchema = z.object({
  address: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      /** A listed code, or '' for an order placed before the list (checkout then keeps US). */
      country: z.string(),
    })
    .nullable(),
});
export type LastAddress = z.output<typeof lastAddressSchema>;

/** An order's address as stored (SPEC §3). */
type StoredAddress = z.output<typeof addressSchema>;

const LISTED = new Set<string>(COUNTRY_CODES);

/**
 * The prefill from a stored order's shipping address. A country typed before the list existed
 * ("United States") is not offered: the customer picks it from the list again.
 */
export function toLastAddress(
  order: { shippingAddress: StoredAddress; customerPhone: string | null } | undefined,
): LastAddress {
  if (!order) return { address: null };
  const a = order.shippingAddress;
  const country = a.country.trim().toUpperCase();
  return {
    address: {
      firstName: a.firstName,
      lastName: a.lastName,
      phone: order.customerPhone ?? '',
      address: a.address,
      city: a.city,
      state: a.state,
      zipCode: a.zipCode,
      country: LISTED.has(country) ? country : '',
    },
  };
}
