import type { Cents } from '../money';

/**
 * The label of a tax line, or null when no tax was charged: like the discount line, a "Tax
 * $0.00" line says nothing, so it is not shown at checkout, on the customer's order card, on the
 * owner's order page or in the confirmation e-mail (decision 122).
 */
export function labelTaxLine(tax: Cents): string | null {
  return tax > 0 ? 'Tax' : null;
}
