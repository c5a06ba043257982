import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filterProducts, parseProductSort, type ProductSort } from '#core/store/filter-products';
import { useCategories } from '../api/list-shop-categories';
import { useProducts } from '../api/list-shop-products';
import { ProductCard } from '../components/product-card';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';
import { ShopFilters } from '../components/shop-filters';

/** /shop: the database-backed store. Search, category and sort live in the URL (back, reload, share). */
export default function ShopPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const category = params.get('category');
  const sort = parseProductSort(params.get('sort'));
  const products = useProducts();
  const categories = useCategories();
  useEffect(() => {
    // SPEC §8: shop fetch errors are logged (the page says only that loading failed).
    if (products.error) console.error('shop: products could not be loaded', products.error);
    if (categories.error) console.error('shop: categories could not be loaded', categories.error);
  }, [products.error, categories.error]);

  const update = (key: string, value: string | null, replace = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      // The first letter typed adds a history entry, the next ones replace it: Back undoes the search, not each letter.
      { replace, preventScrollReset: true },
    );
  };

  const shown = useMemo(
    () => filterProducts(products.data ?? [], { search, category, sort }),
    [products.data, search, category, sort],
  );

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
        onSearch={(value) => update('q', value, params.has('q'))}
        onCategory={(value) => update('category', value)}
        onSort={(value: ProductSort) => update('sort', value === 'name' ? null : value)}
      />
      {products.isPending ? (
        <ProductGridSkeleton />
      ) : products.isError ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-4 text-destructive">
          The products could not be loaded. Please try again.
        </p>
      ) : shown.length === 0 ? (
        <p className="py-16 text-center text-lg text-muted-foreground">No products found</p>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {shown.length} {shown.length === 1 ? 'product' : 'products'}
          </p>
          {/* Two columns from the narrowest phone, as shops' default themes have. */}
          <div className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {shown.map((product, position) => (
              <ProductCard key={product.id} product={product} position={position} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
