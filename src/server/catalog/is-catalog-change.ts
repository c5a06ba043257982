import type { ShopEvent } from '#core/realtime/realtime-protocol';

/** Events after which what the public catalogue shows (products, prices, stock) may differ. */
export const isCatalogChange = (event: ShopEvent): boolean =>
  event.type === 'stock.changed' ||
  event.type === 'product.changed' ||
  event.type === 'order.created';
