import type { CheckoutDetails } from './checkout-schema';

/** SPEC §3: each address has firstName, lastName, address, city, state, zipCode, country. */
export type AddressRecordView = {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

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
