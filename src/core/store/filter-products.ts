import { toCents } from '../money';

export const productSorts = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
] as const;
export type ProductSort = (typeof productSorts)[number]['value'];

export type FilterableProduct = {
  name: string;
  description: string;
  sku: string;
  price: string;
  category: string | null;
};
export type ProductFilters = { search: string; category: string | null; sort: ProductSort };

/** Reads a sort from the URL; anything unknown means the default, name A-Z. */
export function parseProductSort(value: string | null): ProductSort {
  return productSorts.some((sort) => sort.value === value) ? (value as ProductSort) : 'name';
}

const byName = (a: FilterableProduct, b: FilterableProduct) =>
  a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' });

/** The /shop list: search in name, description and SKU (any case), one category, one order. */
export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  filters: ProductFilters,
): T[] {
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = products.filter((product) => {
    if (filters.category && product.category !== filters.category) return false;
    const text = `${product.name} ${product.description} ${product.sku}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const price = (product: T) => toCents(product.price);
  const compare: Record<ProductSort, (a: T, b: T) => number> = {
    name: byName,
    'price-asc': (a, b) => price(a) - price(b) || byName(a, b),
    'price-desc': (a, b) => price(b) - price(a) || byName(a, b),
  };
  return [...matches].sort(compare[filters.sort]);
}

/** SPEC §2: stock text on a product card. Fewer than 5 is low stock (SPEC §9). */
export function describeStock(quantity: number): string {
  if (quantity <= 0) return 'Out of stock';
  if (quantity < 5) return `Only ${quantity} left`;
  return `${quantity} in stock`;
}

/** A compare-at price is shown struck through only when it is higher than the price. */
export function shownComparePrice(price: string, compareAtPrice: string | null): string | null {
  return compareAtPrice !== null && toCents(compareAtPrice) > toCents(price)
    ? compareAtPrice
    : null;
}
