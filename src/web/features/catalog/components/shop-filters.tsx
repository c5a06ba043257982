import { Search } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '#core/catalog/search-words';
import { productSorts, relevanceSort, type ProductSort } from '#core/catalog/filter-products';
import type { CategoryView } from '#core/catalog/catalog-responses';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

type Props = {
  search: string;
  category: string | null;
  sort: ProductSort;
  categories: CategoryView[];
  /** A search is on: the sort select offers its ranking, "Best match", first. */
  searching: boolean;
  onSearch(value: string): void;
  onCategory(value: string | null): void;
  onSort(value: ProductSort): void;
};

/** Search box, category select, sort select (SPEC §2). The page keeps their values in the URL. */
export function ShopFilters({
  search,
  category,
  sort,
  categories,
  searching,
  onSearch,
  onCategory,
  onSort,
}: Props) {
  return (
    <div role="search" className="grid gap-4 sm:grid-cols-[1fr_14rem_14rem]">
      <div className="grid gap-2">
        <Label htmlFor="shop-search">Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="shop-search"
            type="search"
            placeholder="Search products..."
            className="pl-9"
            maxLength={SEARCH_MAX_LENGTH}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="shop-category">Category</Label>
        <NativeSelect
          id="shop-category"
          value={category ?? ''}
          onChange={(e) => onCategory(e.target.value || null)}
        >
          <option value="">All Categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="shop-sort">Sort by</Label>
        <NativeSelect
          id="shop-sort"
          value={sort}
          onChange={(e) => onSort(e.target.value as ProductSort)}
        >
          {(searching ? [relevanceSort, ...productSorts] : productSorts).map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
