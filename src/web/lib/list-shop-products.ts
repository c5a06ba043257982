import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { storeKeys } from './store-query-keys';

// The answer's schema loads only where it is checked (development), never on a public page.
const catalog = () => import('#core/catalog/catalog-responses');

/**
 * The shop's active products (GET /api/products): the shop page lists them and checkout re-prices
 * the cart from them, one cache entry for both. Shared here, as checkout's cart is catalog's too.
 */
export function useProducts() {
  return useQuery({
    queryKey: storeKeys.products,
    queryFn: () => apiFetch('/api/products', () => catalog().then((m) => m.productListSchema)),
  });
}
