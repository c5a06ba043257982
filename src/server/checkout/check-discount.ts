import type { Executor } from '../../db/client';
import { fromCents } from '#core/money';
import { checkDiscountCode } from '#core/discounts/check-discount-code';
import type { CheckDiscountRequest } from '#core/checkout/checkout-schema';
import { calculateSubtotal } from '#core/checkout/calculate-order-totals';
import type { DiscountCheckView } from '#core/discounts/discount-responses';
import { findDiscountCode } from '../discounts/find-discount-code';
import { resolveOrderLines } from './resolve-order-lines';

/** Checks a code against the cart as the server prices it; the amount shown is the server's. */
export async function checkDiscount(
  db: Executor,
  request: CheckDiscountRequest,
  now = new Date(),
  userId: string | null = null,
): Promise<DiscountCheckView> {
  const lines = await resolveOrderLines(db, request.items, { requireStock: false, userId });
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
