import { formatMoney, type Cents } from '../money';
import { discountRejectionTitles, type DiscountRejection } from './check-discount-code';

export type DiscountRejectionText = { title: string; description?: string };

/** SPEC §8: a refused code's title, and for an unmet minimum the amount it needs. */
export function describeDiscountRejection(
  reason: DiscountRejection,
  minimumOrderAmount?: Cents,
): DiscountRejectionText {
  const title = discountRejectionTitles[reason];
  return reason === 'minimum_not_met' && minimumOrderAmount !== undefined
    ? { title, description: `Minimum order of ${formatMoney(minimumOrderAmount)} required.` }
    : { title };
}

/**
 * What the checkout says when an applied code stops holding for the changed cart:
 * which code went, and the server's reason for refusing it now.
 */
export function discountRemovedNotice(code: string, rejection: DiscountRejectionText): string {
  const reason = rejection.description
    ? `${rejection.title}. ${rejection.description}`
    : `${rejection.title}.`;
  return `Code ${code} was removed because your cart changed: ${reason}`;
}
