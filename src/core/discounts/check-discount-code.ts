import type { Cents } from '../money';
import { calculateDiscountAmount, type DiscountTerms } from './calculate-discount-amount';
import {
  isDiscountExpired,
  isDiscountScheduled,
  isDiscountUsedUp,
  type DiscountStateFields,
} from './get-discount-display-state';

export type DiscountCodeRecord = DiscountStateFields &
  DiscountTerms & { code: string; minimumOrderAmount: Cents | null };

export type DiscountRejection =
  'invalid' | 'expired' | 'not_started' | 'used_up' | 'minimum_not_met';

/** SPEC §8 toast titles for a refused code (a code that has not started yet is simply not valid). */
export const discountRejectionTitles: Record<DiscountRejection, string> = {
  invalid: 'Invalid discount code',
  not_started: 'Invalid discount code',
  expired: 'Discount code expired',
  used_up: 'Discount code limit reached',
  minimum_not_met: 'Minimum order not met',
};

export type DiscountCheck =
  | { ok: true; code: string; terms: DiscountTerms; amount: Cents }
  | { ok: false; reason: DiscountRejection; minimumOrderAmount?: Cents };

/** SPEC §5: codes are compared in upper case; surrounding spaces are never part of a code. */
export function normalizeDiscountCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * SPEC §5, in its order: exists and active; not expired; already started (a code may start later); uses below
 * maximum_uses; subtotal at least minimum_order_amount. The server runs this on its own rows.
 */
export function checkDiscountCode(
  record: DiscountCodeRecord | null,
  subtotal: Cents,
  now: Date,
): DiscountCheck {
  if (!record || !record.isActive) return { ok: false, reason: 'invalid' };
  if (isDiscountExpired(record, now)) return { ok: false, reason: 'expired' };
  if (isDiscountScheduled(record, now)) return { ok: false, reason: 'not_started' };
  if (isDiscountUsedUp(record)) return { ok: false, reason: 'used_up' };
  if (record.minimumOrderAmount !== null && subtotal < record.minimumOrderAmount) {
    return { ok: false, reason: 'minimum_not_met', minimumOrderAmount: record.minimumOrderAmount };
  }
  const terms: DiscountTerms = { type: record.type, value: record.value };
  return { ok: true, code: record.code, terms, amount: calculateDiscountAmount(terms, subtotal) };
}
