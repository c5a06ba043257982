import { formatMoney, type Cents } from '../money';
import { formatWeight } from '../shipping/delivery-method';

export type ShippingOption = {
  id: string;
  rate: Cents;
  minOrderAmount: Cents | null;
  /** Weight limits in grams, both inclusive; null for none (decision 172). */
  minWeightGrams?: number | null;
  maxWeightGrams?: number | null;
  /** A pickup is a delivery method the shopper chooses, never the preselected one. */
  isPickup?: boolean;
};

/** What the cart brings to the rates: its subtotal and its weight in grams. */
export type ShippingCart = { subtotal: Cents; weightGrams: number };

/** Whether a rate applies to this cart: its minimum order amount and its weight range. */
export function rateApplies(rate: ShippingOption, cart: ShippingCart): boolean {
  if (rate.minOrderAmount !== null && cart.subtotal < rate.minOrderAmount) return false;
  if (rate.minWeightGrams != null && cart.weightGrams < rate.minWeightGrams) return false;
  if (rate.maxWeightGrams != null && cart.weightGrams > rate.maxWeightGrams) return false;
  return true;
}

/**
 * Rates with a minimum order amount (e.g. free shipping over $50) apply only from that subtotal;
 * rates with weight limits only to carts within them (decision 172).
 */
export function availableShippingRates<T extends ShippingOption>(
  rates: readonly T[],
  cart: ShippingCart,
): T[] {
  return rates.filter((rate) => rateApplies(rate, cart));
}

/**
 * SPEC §9: the cheapest rate (first by rate; the earlier one on a tie) is preselected, among the
 * rates that ship: pickup is the shopper's explicit choice (decision 172), so a cart only pickup
 * can take has nothing chosen until the shopper picks it.
 */
export function chooseCheapestRate<T extends ShippingOption>(rates: readonly T[]): T | null {
  let best: T | null = null;
  for (const rate of rates)
    if (!rate.isPickup && (best === null || rate.rate < best.rate)) best = rate;
  return best;
}

/** SPEC §9: a rate of 0 shows 'Free'. */
export function formatShippingRate(rate: Cents): string {
  return rate === 0 ? 'Free' : formatMoney(rate);
}

/** A rate's limits as the owner reads them in the list: "1–5 kg · from $50.00", or "No limits". */
export function describeRateLimits(rate: ShippingOption): string {
  const parts: string[] = [];
  const { minWeightGrams: min = null, maxWeightGrams: max = null } = rate;
  if (min !== null && max !== null) parts.push(`${formatWeight(min)} – ${formatWeight(max)}`);
  else if (min !== null) parts.push(`from ${formatWeight(min)}`);
  else if (max !== null) parts.push(`up to ${formatWeight(max)}`);
  if (rate.minOrderAmount !== null) parts.push(`orders from ${formatMoney(rate.minOrderAmount)}`);
  return parts.length > 0 ? parts.join(' · ') : 'No limits';
}
