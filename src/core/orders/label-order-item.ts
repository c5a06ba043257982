import { nameWithVariant } from '../catalog/choose-variant';
import type { OrderItemView } from './order-responses';

/**
 * An order line's name as the customer chose it: the product, and the variant when it has one
 * ("Firefly Hatchling (Amber / PLA)", as the cart named it; decisions 135 and 150). The orders
 * pages, the mails, the documents and the export all name a line through it, so the chosen
 * colour is never dropped on one of them.
 */
export function labelOrderItem(item: Pick<OrderItemView, 'productName' | 'variantTitle'>): string {
  return nameWithVariant(item.productName, item.variantTitle);
}
