import { toCents } from '../money';
import { compareProductNames } from './compare-product-names';

/** SPEC §2: the shop's sort select. */
export const productSorts = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
] as const;
/**
 * While a search is on, the select offers the server's ranking too, first and by default
 * (decision 134): "Name A-Z" would bury the best match under the alphabet.
 */
export const relevanceSort = { value: 'relevance', label: 'Best match' } as const;
export type ProductSort = (typeof productSorts)[number]['value'] | typeof relevanceSort.value;

export type FilterableProduct = { name: string; price: string; category: string | null };
export type ProductFilters = { category: string | null; sort: ProductSort };

/** The sort a list has when the URL names none: best match for a search, else name A-Z. */
export const defaultProductSort = (searching: boolean): ProductSort =>
  searching ? 'relevance' : 'name';

/** Reads a sort from the URL; anything unknown (or best match without a search) is the default. */
export function parseProductSort(value: string | null, searching = false): ProductSort {
  if (value === relevanceSort.value) return defaultProductSort(searching);
  return productSorts.some((sort) => sort.value === value)
    ? (value as ProductSort)
    : defaultProductSort(searching);
}

// en-US, case ignored; without building an ICU collator for names it can compare itself.
const byName = (a: FilterableProduct, b: FilterableProduct) => compareProductNames(a.name, b.name);

/**
 * The /shop list: one category, one order. Search is the server's (GET /api/products/search,
 * decision 134); `relevance` keeps the order it ranked the products in.
 */
export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  filters: ProductFilters,
): T[] {
  const matches = products.filter(
    (product) => !filters.category || product.category === filters.category,
  );
  const price = (product: T) => toCents(product.price);
  const compare: Record<ProductSort, ((a: T, b: T) => number) | null> = {
    relevance: null,
    name: byName,
    'price-asc': (a, b) => price(a) - price(b) || byName(a, b),
    'price-desc': (a, b) => price(b) - price(a) || byName(a, b),
  };
  const order = compare[filters.sort];
  return order ? [...matches].sort(order) : matches;
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
