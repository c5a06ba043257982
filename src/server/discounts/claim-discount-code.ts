import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { discountCodes } from '../../db/schema/sales';
import { formatMoney, fromCents, type Cents } from '#core/money';
import {
  checkDiscountCode,
  discountRejectionTitles,
  normalizeDiscountCode,
  type DiscountCheck,
} from '#core/discounts/check-discount-code';
import { conflict } from '../lib/domain-error';
import { findDiscountCode, toRecord } from './find-discount-code';

/** The refusal, worded as the customer saw it at checkout. */
function rejection(check: Extract<DiscountCheck, { ok: false }>) {
  const suffix =
    check.minimumOrderAmount === undefined
      ? ''
      : `: a minimum order of ${formatMoney(check.minimumOrderAmount)} is required.`;
  return conflict(`${discountRejectionTitles[check.reason]}${suffix}`, `discount_${check.reason}`);
}

/**
 * Uses one redemption of the code inside the order transaction. The update re-checks every rule
 * in SQL, so parallel checkouts can never push uses_count past maximum_uses, and an admin change
 * made meanwhile (deactivated, new minimum) is honoured. Returns the terms as they were claimed.
 */
export async function claimDiscountCode(
  tx: Transaction,
  input: string,
  subtotal: Cents,
  now: Date,
): Promise<Extract<DiscountCheck, { ok: true }> & { id: string }> {
  const code = normalizeDiscountCode(input);
  const [claimed] = await tx
    .update(discountCodes)
    .set({ usesCount: sql`${discountCodes.usesCount} + 1` })
    .where(
      and(
        eq(discountCodes.code, code),
        eq(discountCodes.isActive, true),
        or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, now)),
        or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, now)),
        or(
          isNull(discountCodes.maximumUses),
          lt(discountCodes.usesCount, discountCodes.maximumUses),
        ),
        or(
          isNull(discountCodes.minimumOrderAmount),
          lte(discountCodes.minimumOrderAmount, fromCents(subtotal)),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    // Explain the refusal with the same rules the customer saw at checkout.
    const check = checkDiscountCode(await findDiscountCode(tx, code), subtotal, now);
    throw rejection(check.ok ? { ok: false, reason: 'used_up' } : check);
  }
  // The row before our +1 decides validity; the terms come from the row we locked.
  const record = toRecord({ ...claimed, usesCount: claimed.usesCount - 1 });
  const check = checkDiscountCode(record, subtotal, now);
  if (!check.ok) throw rejection(check);
  return { ...check, id: record.id };
}
