import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';

// The answer's schema loads only where it is checked (development), never on a public page.
const catalog = () => import('#core/catalog/catalog-responses');

/** The shop's categories, for its filter (GET /api/categories). */
export function useCategories() {
  return useQuery({
    queryKey: storeKeys.categories,
    queryFn: () => apiFetch('/api/categories', () => catalog().then((m) => m.categoryListSchema)),
  });
}
