import type { Query } from '@tanstack/react-query';
import type { ShopEvent } from '#core/realtime/realtime-protocol';

/**
 * Which cached queries an event makes stale, by the words in their keys, so every feature's
 * keys are covered without a registry: ['orders'], ['admin', 'orders', status], ['products'],
 * ['shop', ...], ['admin', 'dashboard'] (counts, recent orders, low stock), ['admin', 'waiting'] and the like.
 */
const WORDS: Record<ShopEvent['type'], string[]> = {
  // An order placed with custom prints turns their quotes 'ordered': every quote list changes
  // (the owner's "All requests" key holds no word of an order, so it needs its own).
  'order.created': ['order', 'dashboard', 'waiting', 'customer', 'quotes'],
  'order.updated': ['order', 'dashboard', 'waiting', 'customer'],
  'stock.changed': ['product', 'shop', 'stock', 'inventory', 'dashboard', 'cart'],
  'product.changed': ['product', 'shop', 'stock', 'inventory', 'dashboard', 'cart', 'categor'],
  // The slicer's figures and price (or its review) arrive after the instant estimate.
  'quote.updated': ['quote', 'waiting'],
  // What waits for the owner (the navigation's counts), the inbox and the quote lists.
  'inbox.changed': ['waiting', 'message', 'quote', 'customer'],
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
