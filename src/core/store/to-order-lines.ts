import type { OrderLineInput } from './checkout-schema';
import type { CartItem } from './update-cart';

/**
 * What the server is asked for: ids and quantities, never prices. The one place a new kind of
 * cart line (e.g. a custom print from a quote) maps to its request shape.
 */
export function toOrderLines(items: readonly CartItem[]): OrderLineInput[] {
  return items.map((item) => ({ productId: item.id, quantity: item.quantity }));
}
