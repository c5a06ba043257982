import type { OrderLineInput } from './checkout-schema';
import type { CartItem } from './update-cart';

/**
 * What the server is asked for: ids and quantities, never prices. The one place a new kind of
 * cart line (e.g. a custom print from a quote) maps to its request shape.
 */
export function toOrderLines(items: readonly CartItem[]): OrderLineInput[] {
  return items.map((item) =>
    typeof item.quoteId === 'string'
      ? { quoteId: item.quoteId, quantity: 1 as const }
      : {
          // A line carries its product and variant (decision 135); an older stored line is the
          // product's own id, which means its default variant.
          productId: typeof item.productId === 'string' ? item.productId : item.id,
          ...(typeof item.variantId === 'string' ? { variantId: item.variantId } : {}),
          quantity: item.quantity,
        },
  );
}
