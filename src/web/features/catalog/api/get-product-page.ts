import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';

// The answer's schema loads only where it is checked (development), never on a public page.
const productPage = () => import('#core/catalog/product-page');

export const productPageUrl = (slug: string) => `/api/products/by-slug/${encodeURIComponent(slug)}`;

/** A product's page, or where a renamed product lives now (GET /api/products/by-slug/:slug). */
export function useProductPage(slug: string) {
  return useQuery({
    queryKey: storeKeys.productPage(slug),
    queryFn: () =>
      apiFetch(productPageUrl(slug), () => productPage().then((m) => m.productPageAnswerSchema)),
  });
}
