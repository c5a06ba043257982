import { canonicalJson } from '#core/api/canonical-json';
import {
  describeDiscountRejection,
  discountRemovedNotice,
} from '#core/discounts/describe-discount-rejection';
import type { DiscountTerms } from '#core/discounts/calculate-discount-amount';
import type { DiscountCheckView } from '#core/discounts/discount-responses';
import { toCents } from '#core/money';
import type { CheckDiscountRequest, OrderLineInput } from '#core/checkout/checkout-schema';
import { checkDiscountCode } from './api/check-discount-code';

/** A code the server accepted, and for which cart (its `discountLinesKey`). */
export type AppliedDiscount = { code: string; terms: DiscountTerms; checkedFor: string };

/** The cart as the discount check reads it: the same key, the same answer. */
export const discountLinesKey = (lines: readonly OrderLineInput[]) => canonicalJson(lines);

export type DiscountRecheck = { kept: AppliedDiscount } | { removed: string };

/**
 * Asks the server again whether an applied code holds for these lines (a cart that
 * shrank below the code's minimum made Place Order fail). Refused: the code goes, with the
 * server's reason. Unanswered: it stays, since placing the order checks it again on the server.
 */
export async function recheckAppliedDiscount(
  applied: AppliedDiscount,
  lines: OrderLineInput[],
  check: (request: CheckDiscountRequest) => Promise<DiscountCheckView> = checkDiscountCode,
): Promise<DiscountRecheck> {
  const checkedFor = discountLinesKey(lines);
  let result: DiscountCheckView;
  try {
    result = await check({ code: applied.code, items: lines });
  } catch {
    return { kept: { ...applied, checkedFor } };
  }
  if (!result.valid) {
    const minimum =
      result.minimumOrderAmount === undefined ? undefined : toCents(result.minimumOrderAmount);
    return {
      removed: discountRemovedNotice(
        applied.code,
        describeDiscountRejection(result.reason, minimum),
      ),
    };
  }
  const terms = { type: result.type, value: toCents(result.value) };
  return { kept: { code: result.code, terms, checkedFor } };
}
