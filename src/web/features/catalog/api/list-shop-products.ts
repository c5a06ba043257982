import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';

// The answer's schema loads only where it is checked (development), never on a public page.
const catalog = () => import('#core/catalog/catalog-responses');

/** The shop's active products (GET /api/products). */
export function useProducts() {
  return useQuery({
    queryKey: storeKeys.products,
    queryFn: () => apiFetch('/api/products', () => catalog().then((m) => m.productListSchema)),
  });
}
