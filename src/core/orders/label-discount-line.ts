import { toCents } from '../money';

/**
 * The label of an order's discount line, or null when nothing was taken off: an order without a
 * discount shows no "Discount −$0.00" line, on the customer's order card and the owner's page.
 */
export function labelDiscountLine(order: {
  discountAmount: string;
  discountCode: string | null;
}): string | null {
  if (toCents(order.discountAmount) <= 0) return null;
  return `Discount${order.discountCode ? ` (${order.discountCode})` : ''}`;
}
