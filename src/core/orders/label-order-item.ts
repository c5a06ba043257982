import { nameWithVariant } from '../catalog/choose-variant';
import type { OrderItemView } from './order-responses';

/**
 * An order line's name as the customer chose it: the product, and the variant when it has one
 * ("Firefly Hatchling (Amber / PLA)", as the cart named it; decision 135). One formatter for the orders pages, the
 * mails and the documents, so the chosen colour is never dropped on one of them.
 */
export function labelOrderItem(item: Pick<OrderItemView, 'productName' | 'variantTitle'>): string {
  return nameWithVariant(item.productName, item.variantTitle);
}
