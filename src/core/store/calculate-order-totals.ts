import type { Cents } from '../money';
import {
  calculateDiscountAmount,
  type DiscountTerms,
} from '../discounts/calculate-discount-amount';

export type PricedQuantity = { price: Cents; quantity: number };

export type OrderTotals = {
  subtotal: Cents;
  discount: Cents;
  shipping: Cents;
  tax: Cents;
  total: Cents;
};

/** Sum of unit price × quantity over the lines. */
export function calculateSubtotal(lines: readonly PricedQuantity[]): Cents {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/**
 * SPEC §9: total = subtotal + chosen shipping rate − discount; tax at checkout is 0.
 * The discount never exceeds the subtotal, so the total is never below the shipping.
 */
export function calculateOrderTotals(input: {
  lines: readonly PricedQuantity[];
  shipping: Cents;
  discount: DiscountTerms | null;
}): OrderTotals {
  const subtotal = calculateSubtotal(input.lines);
  const discount = input.discount ? calculateDiscountAmount(input.discount, subtotal) : 0;
  const tax = 0;
  return {
    subtotal,
    discount,
    shipping: input.shipping,
    tax,
    total: subtotal + input.shipping - discount + tax,
  };
}
