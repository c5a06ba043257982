import { usePageSearchParams } from '../../../lib/use-page-search-params';
import { useEffect, useMemo } from 'react';
import { isSearch } from '#core/catalog/search-words';
import {
  defaultProductSort,
  filterProducts,
  parseProductSort,
  type ProductSort,
} from '#core/catalog/filter-products';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCategories } from '../api/list-shop-categories';
import { useProducts } from '../../../lib/list-shop-products';
import { useProductSearch } from '../api/search-shop-products';
import { ProductCard } from '../components/product-card';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';
import { ShopEmptyState } from '../components/shop-empty-state';
import { ShopFilters } from '../components/shop-filters';

/** A pause this long in typing sends the search (one request per pause, not per key). */
const SEARCH_PAUSE_MS = 250;
/**
 * /shop: the database-backed store. Search, category and sort live in the URL (back, reload,
 * share). A search is the server's, ranked (decision 134); category and sort apply to what it
 * found, or to the whole catalogue without one. Until the app has hydrated the page shows what
 * the server rendered, the catalogue without the URL's filters (it renders the path alone).
 */
export default function ShopPage() {
  const [params, setParams] = usePageSearchParams();
  const search = params.get('q') ?? '';
  const category = params.get('category');
  const searching = isSearch(search);
  const sort = parseProductSort(params.get('sort'), searching);
  const products = useProducts();
  const categories = useCategories();
  const searched = useDebouncedValue(search, SEARCH_PAUSE_MS);
  // The first pause after a search is typed sends it; a cleared search sends nothing.
  const sent = searching && isSearch(searched);
  const found = useProductSearch(sent ? searched : '', category);
  const list = searching ? found : products;
  useEffect(() => {
    // SPEC §8: shop fetch errors are logged (the page says only that loading failed).
    if (list.error) console.error('shop: products could not be loaded', list.error);
    if (categories.error) console.error('shop: categories could not be loaded', categories.error);
  }, [list.error, categories.error]);

  const update = (changes: Record<string, string | null>, replace = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      // The first letter typed adds a history entry, the next ones replace it: Back undoes the search, not each letter.
      { replace, preventScrollReset: true },
    );
  };
  const focusSearch = () => document.getElementById('shop-search')?.focus();

  const rows = searching ? (sent ? found.data?.products : undefined) : products.data;
  const shown = useMemo(
    () => filterProducts(rows ?? [], { category, sort }),
    [rows, category, sort],
  );
  // A search waits for its first answer (later ones keep the last answer on screen meanwhile).
  const pending = searching
    ? !sent || found.isPending || found.isPlaceholderData
    : products.isPending;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Shop</h1>
        <p className="text-muted-foreground">
          Printed dragons, fidgets and custom pieces, ready to ship from our studio.
        </p>
      </header>
      <ShopFilters
        search={search}
        category={category}
        sort={sort}
        categories={categories.data ?? []}
        searching={searching}
        onSearch={(value) => update({ q: value }, params.has('q'))}
        onCategory={(value) => update({ category: value })}
        onSort={(value: ProductSort) =>
          update({ sort: value === defaultProductSort(searching) ? null : value })
        }
      />
      {/* One polite region for the list's state: how many a search found, once it came ("0
          products" too: the visible empty state below carries the spec's text and ways on). */}
      <p className="sr-only" aria-live="polite">
        {pending || list.isError
          ? ''
          : `${shown.length} ${shown.length === 1 ? 'product' : 'products'}`}
      </p>
      {list.isError ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-4 text-destructive">
          The products could not be loaded. Please try again.
        </p>
      ) : !rows ? (
        <ProductGridSkeleton />
      ) : shown.length === 0 ? (
        <ShopEmptyState
          search={search}
          category={category}
          onClearSearch={() => {
            update({ q: null });
            focusSearch();
          }}
          onBrowseAll={() => {
            update({ q: null, category: null });
            focusSearch();
          }}
        />
      ) : (
        // Two columns from the narrowest phone, as shops' default themes have.
        <div aria-busy={pending} className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
          {shown.map((product, position) => (
            <ProductCard key={product.id} product={product} position={position} />
          ))}
        </div>
      )}
    </div>
  );
}
