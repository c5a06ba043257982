import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isSearch, SEARCH_MAX_LENGTH } from '#core/catalog/search-words';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';

// The answer's schema loads only where it is checked (development), never on a public page.
const productSearch = () => import('#core/catalog/product-search');

/**
 * The shop's search, ranked by the server (GET /api/products/search, decision 134). Idle until
 * there is a word to look for. While the next answer comes, the last one stays on screen.
 */
export function useProductSearch(text: string, category: string | null) {
  // The server refuses longer text; a longer ?q= in a shared link is read as far as the box.
  const q = text.slice(0, SEARCH_MAX_LENGTH);
  return useQuery({
    queryKey: storeKeys.productSearch(q, category),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q, ...(category ? { category } : {}) });
      return apiFetch(
        `/api/products/search?${params}`,
        () => productSearch().then((m) => m.productSearchAnswerSchema),
        { signal },
      );
    },
    enabled: isSearch(q),
    placeholderData: keepPreviousData,
  });
}
