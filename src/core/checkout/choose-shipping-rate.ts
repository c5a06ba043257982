import { formatMoney, type Cents } from '../money';

export type ShippingOption = { id: string; rate: Cents; minOrderAmount: Cents | null };

/** Rates with a minimum order amount (e.g. free shipping over $50) apply only from that subtotal. */
export function availableShippingRates<T extends ShippingOption>(
  rates: readonly T[],
  subtotal: Cents,
): T[] {
  return rates.filter((rate) => rate.minOrderAmount === null || subtotal >= rate.minOrderAmount);
}

/** SPEC §9: the cheapest rate (first by rate; the earlier one on a tie) is preselected. */
export function chooseCheapestRate<T extends ShippingOption>(rates: readonly T[]): T | null {
  let best: T | null = null;
  for (const rate of rates) if (best === null || rate.rate < best.rate) best = rate;
  return best;
}

/** SPEC §9: a rate of 0 shows 'Free'. */
export function formatShippingRate(rate: Cents): string {
  return rate === 0 ? 'Free' : formatMoney(rate);
}
