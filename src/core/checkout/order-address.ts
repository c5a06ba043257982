import type { z } from 'zod';
import type { addressSchema } from '../orders/order-responses';
import type { CheckoutDetails } from './checkout-schema';

/** An order's address as stored and answered: the API contract's `addressSchema` is its one definition. */
export type AddressRecordView = z.output<typeof addressSchema>;

export function toOrderAddress(details: CheckoutDetails): AddressRecordView {
  const { firstName, lastName, address, city, state, zipCode, country } = details;
  return { firstName, lastName, address, city, state, zipCode, country };
}

/** Only http(s) tracking links are shown as links; anything else would be a script vector. */
export function safeTrackingUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
