import { canonicalJson } from '../api/canonical-json';
import { normalizeDiscountCode } from '../discounts/check-discount-code';
import type { PlaceOrderRequest } from './checkout-schema';

/**
 * What an order request asks for, as one text: the validated body (details, lines, shipping
 * rate, discount code) and nothing else, with keys sorted and the code as the shop compares it.
 * The server stores a hash of it with an order placed under an Idempotency-Key (decision 118).
 */
export function canonicalOrderRequest(request: PlaceOrderRequest): string {
  const { customer, items, shippingRateId, deliveryMethod, discountCode, note } = request;
  return canonicalJson({
    customer,
    items,
    shippingRateId,
    // Named only for pickup, so a shipping order's text is what it was before pickup existed.
    deliveryMethod: deliveryMethod === 'pickup' ? deliveryMethod : undefined,
    discountCode: discountCode === undefined ? undefined : normalizeDiscountCode(discountCode),
    note,
  });
}

/**
 * Whether a repeat of an Idempotency-Key may replay the stored order: only for the same request.
 * An order stored before fingerprints were kept has none and replays as it always did.
 */
export function mayReplayOrder(storedFingerprint: string | null, fingerprint: string): boolean {
  return storedFingerprint === null || storedFingerprint === fingerprint;
}
