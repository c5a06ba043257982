import type { Cents } from '../money';

/**
 * A discount's terms in integer units read from the numeric(12,2) value column: for a fixed
 * amount, cents; for a percentage, hundredths of a percent (10% → 1000), so 12.5% stays exact.
 */
export type DiscountTerms = { type: 'percentage' | 'fixed_amount'; value: number };

/**
 * SPEC §9: percentage = subtotal × value / 100, rounded half up to the cent; fixed = value.
 * Never more than the subtotal, never negative. BigInt keeps the product exact for any amount.
 */
export function calculateDiscountAmount(terms: DiscountTerms, subtotal: Cents): Cents {
  if (subtotal <= 0 || terms.value <= 0) return 0;
  const raw =
    terms.type === 'percentage'
      ? Number((BigInt(subtotal) * BigInt(terms.value) * 2n + 10_000n) / 20_000n)
      : terms.value;
  return Math.min(raw, subtotal);
}
