import type { QuoteStatus, SliceStatus } from './print-constants';

export type NotOrderableReason = 'custom_quote' | 'slicing';

/**
 * Why an instant (`priced`) quote cannot be ordered yet, or null when it can (decision 124).
 * Above the owner's thresholds the customer asks for a custom quote. While the slicer measures
 * the model ('queued', or 'review' when it could not), the estimate is orderable only if the
 * owner allows it; with no slicer ('off', 'estimate', or no status at all) the estimate is the
 * price. The owner's approved or adjusted price is always orderable.
 */
export function whyQuoteNotOrderable(
  quote: {
    status: QuoteStatus;
    sliceStatus?: SliceStatus | null;
    breakdown: { customQuoteReason: 'quantity' | 'amount' | null };
  },
  estimateOrderable: boolean,
): NotOrderableReason | null {
  if (quote.status !== 'priced') return null;
  if (quote.breakdown.customQuoteReason) return 'custom_quote';
  const measuring = quote.sliceStatus === 'queued' || quote.sliceStatus === 'review';
  return measuring && !estimateOrderable ? 'slicing' : null;
}

/** What the customer reads beside a quote that cannot be ordered yet. */
export const NOT_ORDERABLE_MESSAGES: Record<NotOrderableReason, string> = {
  custom_quote:
    'This job is larger than we price instantly. Request a custom quote and the shop will price it by hand.',
  slicing:
    'We are measuring your model with our slicer; you can order as soon as the measured price is ready.',
};
