import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// The answers' schemas load only where they are checked (development), never on a public page.
const catalog = () => import('#core/catalog/catalog-responses');
const shipping = () => import('#core/shipping/shipping-responses');

export const storeKeys = {
  products: ['store', 'products'] as const,
  categories: ['store', 'categories'] as const,
  shippingRates: ['store', 'shipping-rates'] as const,
  orders: (userId: string | undefined) => ['store', 'orders', userId ?? 'anonymous'] as const,
};

export function useProducts() {
  return useQuery({
    queryKey: storeKeys.products,
    queryFn: () => apiFetch('/api/products', () => catalog().then((m) => m.productListSchema)),
  });
}

export function useCategories() {
  return useQuery({
    queryKey: storeKeys.categories,
    queryFn: () => apiFetch('/api/categories', () => catalog().then((m) => m.categoryListSchema)),
  });
}

export function useShippingRates() {
  return useQuery({
    queryKey: storeKeys.shippingRates,
    queryFn: () =>
      apiFetch('/api/shipping-rates', () => shipping().then((m) => m.shippingRateListSchema)),
  });
}
