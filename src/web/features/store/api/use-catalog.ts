import { useQuery } from '@tanstack/react-query';
import type { CategoryView, ProductView } from '../../../../core/catalog/catalog-responses';
import type { ShippingRateView } from '../../../../core/shipping/shipping-responses';
import { apiFetch } from '../../../lib/api-client';

export const storeKeys = {
  products: ['store', 'products'] as const,
  categories: ['store', 'categories'] as const,
  shippingRates: ['store', 'shipping-rates'] as const,
  orders: (userId: string | undefined) => ['store', 'orders', userId ?? 'anonymous'] as const,
};

export function useProducts() {
  return useQuery({ queryKey: storeKeys.products, queryFn: () => apiFetch<ProductView[]>('/api/products') });
}

export function useCategories() {
  return useQuery({ queryKey: storeKeys.categories, queryFn: () => apiFetch<CategoryView[]>('/api/categories') });
}

export function useShippingRates() {
  return useQuery({ queryKey: storeKeys.shippingRates, queryFn: () => apiFetch<ShippingRateView[]>('/api/shipping-rates') });
}
