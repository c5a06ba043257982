import type { Query } from '@tanstack/react-query';
import type { ShopEvent } from '#core/realtime/realtime-protocol';

/**
 * Which cached queries an event makes stale, by the words in their keys, so every feature's
 * keys are covered without a registry: ['orders'], ['admin', 'orders', status], ['products'],
 * ['shop', ...], ['admin', 'dashboard'] (counts, recent orders, low stock) and the like.
 */
const WORDS: Record<ShopEvent['type'], string[]> = {
  'order.created': ['order', 'dashboard'],
  'order.updated': ['order', 'dashboard'],
  'stock.changed': ['product', 'shop', 'stock', 'inventory', 'dashboard', 'cart'],
  'product.changed': ['product', 'shop', 'stock', 'inventory', 'dashboard', 'cart', 'categor'],
  // The slicer's figures and price (or its review) arrive after the instant estimate.
  'quote.updated': ['quote'],
  // A customer's order page (its line states) and the owner's board and order pages.
  'order.production': ['order', 'production'],
  'production.changed': ['production', 'dashboard'],
};

export function isAffectedBy(event: ShopEvent): (query: Pick<Query, 'queryKey'>) => boolean {
  const words = WORDS[event.type] ?? [];
  return ({ queryKey }) =>
    queryKey.some(
      (part) => typeof part === 'string' && words.some((word) => part.toLowerCase().includes(word)),
    );
}
