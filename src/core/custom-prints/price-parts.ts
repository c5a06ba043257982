import { roundCents, type Cents } from '../money';
import type { PricingConstants, QuantityBreak } from './print-schemas';
import type { RushLevel } from './print-constants';

/** The discount of the highest quantity break this many copies reach (0 below the first). */
export function quantityBreakPercent(tiers: readonly QuantityBreak[], quantity: number): number {
  let percent = 0;
  for (const tier of tiers) if (quantity >= tier.minQuantity) percent = tier.discountPercent;
  return percent;
}

const discounted = (tiers: readonly QuantityBreak[], unitCents: Cents, quantity: number): Cents =>
  roundCents((unitCents * quantity * (100 - quantityBreakPercent(tiers, quantity))) / 100);

/**
 * The pieces' price after quantity breaks. A break lowers the price per piece, never the total:
 * at a break's first quantity the pieces cost at least what one copy fewer cost before the break
 * (so 10 copies never cost less than 9), which makes the total non-decreasing in the quantity.
 */
export function piecesAfterBreaks(
  tiers: readonly QuantityBreak[],
  unitCents: Cents,
  quantity: number,
): Cents {
  let cents = discounted(tiers, unitCents, quantity);
  for (const tier of tiers)
    if (tier.minQuantity <= quantity)
      cents = Math.max(cents, discounted(tiers, unitCents, tier.minQuantity - 1));
  return cents;
}

/** The chosen rush level, or standard when that level is switched off. */
export function rushLevelFor(
  levels: PricingConstants['rushLevels'],
  wanted: RushLevel | undefined,
): RushLevel {
  return wanted && levels[wanted].enabled ? wanted : 'standard';
}

export type CustomQuoteReason = 'quantity' | 'amount';

/** Why the job is above what the shop prices instantly (thresholds of 0 are off). */
export function customQuoteReason(
  constants: Pick<PricingConstants, 'customQuoteAboveQuantity' | 'customQuoteAboveCents'>,
  quantity: number,
  totalCents: Cents,
): CustomQuoteReason | null {
  if (constants.customQuoteAboveQuantity > 0 && quantity > constants.customQuoteAboveQuantity)
    return 'quantity';
  if (constants.customQuoteAboveCents > 0 && totalCents > constants.customQuoteAboveCents)
    return 'amount';
  return null;
}
