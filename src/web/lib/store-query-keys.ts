/**
 * The public pages' query keys: the catalogue's lists, read by the shop and checkout, and the
 * customer's orders, made stale by placing one (and filled by the build-time prerender).
 */
export const storeKeys = {
  products: ['store', 'products'] as const,
  /** Under `products`: what makes the list stale (an order placed) makes every search stale too. */
  productSearch: (q: string, category: string | null) =>
    ['store', 'products', 'search', q, category ?? ''] as const,
  categories: ['store', 'categories'] as const,
  productPage: (slug: string) => ['store', 'product-page', slug] as const,
  shippingRates: ['store', 'shipping-rates'] as const,
  taxSettings: ['store', 'tax-settings'] as const,
  policies: ['store', 'policies'] as const,
  lastAddress: ['store', 'last-address'] as const,
  orders: (userId: string | undefined) => ['store', 'orders', userId ?? 'anonymous'] as const,
};
