import type { CheckDiscountRequest } from '#core/checkout/checkout-schema';
import type { DiscountCheckView } from '#core/discounts/discount-responses';
import {
  describeDiscountRejection,
  type DiscountRejectionText,
} from '#core/discounts/describe-discount-rejection';
import { formatMoney, toCents } from '#core/money';
import { apiFetch } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

const discountCheck = () =>
  import('#core/discounts/discount-responses').then((m) => m.discountCheckSchema);

/**
 * Asks whether a code holds for these lines (POST /api/discounts/check). It changes nothing, so
 * the silent re-check after a cart change (recheck-applied-discount) calls it as it is.
 */
export function checkDiscountCode(request: CheckDiscountRequest): Promise<DiscountCheckView> {
  return apiFetch('/api/discounts/check', discountCheck, { method: 'POST', body: request });
}

/** A code the server refused for this cart: a failed apply, its toast titled by the reason. */
class DiscountRefused extends Error {
  constructor(readonly text: DiscountRejectionText) {
    super(text.title);
  }
}

/** Whether an apply failed because the server refused the code (not because it went unanswered). */
export const isDiscountRefused = (error: Error) => error instanceof DiscountRefused;

/** The Apply button: the server's answer for this cart, with the spec's toasts (SPEC §5). */
export const useCheckDiscountCode = () =>
  useApiMutation(
    async (request: CheckDiscountRequest) => {
      const result = await checkDiscountCode(request);
      if (result.valid) return result;
      const minimum = result.minimumOrderAmount;
      throw new DiscountRefused(
        describeDiscountRejection(
          result.reason,
          minimum === undefined ? undefined : toCents(minimum),
        ),
      );
    },
    {
      success: (_, result) => ({
        title: 'Discount applied!',
        description: `You saved ${formatMoney(toCents(result.discountAmount))}.`,
      }),
      failure: (error) =>
        error instanceof DiscountRefused ? error.text : 'Failed to apply discount code.',
      invalidate: [],
    },
  );
