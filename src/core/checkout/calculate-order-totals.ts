import type { Cents } from '../money';
import type { TaxSettings } from '../settings/shop-settings';
import { calculateTaxAmount } from './calculate-tax-amount';
import {
  calculateDiscountAmount,
  type DiscountTerms,
} from '../discounts/calculate-discount-amount';

export type PricedQuantity = { price: Cents; quantity: number };

export type OrderTotals = {
  subtotal: Cents;
  /** Custom prints' start-up cost, once per material (decision 124); 0 without custom prints. */
  printStartup: Cents;
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
 * SPEC §9: total = subtotal + chosen shipping rate − discount, plus the tax when the owner has
 * turned it on (decision 122: on the subtotal less the discount, never on shipping; off, it is
 * the spec's 0). The discount never exceeds the subtotal, so the total is never below the shipping.
 * The server charges what this computes from the settings it reads in the order's transaction;
 * checkout shows the same function's figure from the public tax settings. Custom prints add
 * their start-up cost (core calculatePrintStartup, decision 124) beside the subtotal: not
 * discounted (a code's percentage and minimum read the goods), taxed like the goods. An order
 * without custom prints has 0 and its figures are the spec's.
 */
export function calculateOrderTotals(input: {
  lines: readonly PricedQuantity[];
  shipping: Cents;
  discount: DiscountTerms | null;
  tax: TaxSettings;
  printStartup?: Cents;
}): OrderTotals {
  const subtotal = calculateSubtotal(input.lines);
  const printStartup = input.printStartup ?? 0;
  const discount = input.discount ? calculateDiscountAmount(input.discount, subtotal) : 0;
  const tax = calculateTaxAmount(subtotal - discount + printStartup, input.tax);
  return {
    subtotal,
    printStartup,
    discount,
    shipping: input.shipping,
    tax,
    total: subtotal + printStartup + input.shipping - discount + tax,
  };
}
