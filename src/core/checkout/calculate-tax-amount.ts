import type { Cents } from '../money';
import type { TaxSettings } from '../settings/shop-settings';

/**
 * The tax on an order: the owner's rate on what the goods cost after the discount (shipping is
 * not taxed), rounded half away from zero to the cent (decision 122), so 8.5 % of $0.10 is
 * 0.85¢ → 1¢ and 10 % of $0.05 is 0.5¢ → 1¢. No tax when the owner has not turned it on.
 * The rate has one decimal (SPEC §5), so it is counted in tenths of a percent and the product
 * stays exact in BigInt for any amount; the taxable amount is never negative, so half away
 * from zero is half up here.
 */
export function calculateTaxAmount(taxable: Cents, tax: TaxSettings): Cents {
  if (!tax.taxEnabled || taxable <= 0 || tax.taxRate <= 0) return 0;
  const tenthsOfPercent = BigInt(Math.round(tax.taxRate * 10));
  return Number((BigInt(taxable) * tenthsOfPercent * 2n + 1000n) / 2000n);
}
