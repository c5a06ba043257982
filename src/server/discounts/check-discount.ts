import type { Executor } from '../../db/client';
import { fromCents, type Cents } from '#core/money';
import { checkDiscountCode } from '#core/discounts/check-discount-code';
import type { CheckDiscountRequest } from '#core/checkout/checkout-schema';
import { calculateSubtotal } from '#core/checkout/calculate-order-totals';
import type { DiscountCheckView } from '#core/discounts/discount-responses';
import { findDiscountCode } from './find-discount-code';

/**
 * Prices a cart's lines as placing the order would: the checkout's line resolver, handed in by
 * the app (src/server/app.ts). Checkout claims codes through discounts, so discounts never
 * imports checkout (no two folders import each other).
 */
export type PriceCartLines = (
  db: Executor,
  items: CheckDiscountRequest['items'],
  options: { requireStock: false; userId: string | null },
) => Promise<readonly { unitPrice: Cents; quantity: number }[]>;

/** Checks a code against the cart as the server prices it; the amount shown is the server's. */
export async function checkDiscount(
  db: Executor,
  priceLines: PriceCartLines,
  request: CheckDiscountRequest,
  now = new Date(),
  userId: string | null = null,
): Promise<DiscountCheckView> {
  const lines = await priceLines(db, request.items, { requireStock: false, userId });
  const subtotal = calculateSubtotal(
    lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
  );
  const check = checkDiscountCode(await findDiscountCode(db, request.code), subtotal, now);
  if (!check.ok) {
    return {
      valid: false,
      reason: check.reason,
      subtotal: fromCents(subtotal),
      ...(check.minimumOrderAmount === undefined
        ? {}
        : { minimumOrderAmount: fromCents(check.minimumOrderAmount) }),
    };
  }
  return {
    valid: true,
    code: check.code,
    type: check.terms.type,
    value: fromCents(check.terms.value),
    subtotal: fromCents(subtotal),
    discountAmount: fromCents(check.amount),
  };
}
