import { usePageSearchParams } from '../../../lib/use-page-search-params';
import { StaticIsland } from '../../../components/static-island';
import { SiteLink } from '../../../components/site-link';
import { formatMoney } from '#core/money';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { catalogue, catalogueCategories, categorySlug, type CatalogueItem } from '../catalogue';
import { ExternalStoreLink } from '../components/external-store-link';

const filters = [
  { label: 'All', slug: '' },
  ...catalogueCategories.map((c) => ({ label: c, slug: categorySlug(c) })),
];

/**
 * SPEC §2 /products: the static catalogue, filtered by category; Shop opens the external store.
 * Until the app has hydrated the page shows what was prerendered, every product (the server
 * serves the path alone): a `?category=` from the URL applies right after, as on /shop.
 */
export function ProductsPage() {
  const [params, setParams] = usePageSearchParams();
  const requested = params.get('category') ?? '';
  const active = filters.some((f) => f.slug === requested) ? requested : '';
  const items = active
    ? catalogue.filter((item) => categorySlug(item.category) === active)
    : catalogue;

  const choose = (slug: string) =>
    setParams(slug ? { category: slug } : {}, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <StaticIsland name="products-intro">
        <header className="mb-8 max-w-2xl">
          <h1 className="text-4xl font-extrabold tracking-tight">Products</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Articulated dragons and fidgets designed and printed in our studio. Each one ships from
            our store, printed to order.
          </p>
          <p className="mt-2 text-muted-foreground">
            Have a design of your own?{' '}
            <SiteLink
              to="/custom"
              className="font-medium text-primary underline underline-offset-4"
            >
              Upload a 3D model for an instant quote
            </SiteLink>
            .
          </p>
        </header>
      </StaticIsland>
      <div role="group" aria-label="Filter by category" className="mb-8 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <button
            key={filter.label}
            type="button"
            aria-pressed={active === filter.slug}
            onClick={() => choose(filter.slug)}
            className={cn(
              buttonVariants({
                variant: active === filter.slug ? 'default' : 'outline',
                size: 'sm',
              }),
              'rounded-full',
            )}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {items.length} products shown
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id}>
            <CatalogueCard item={item} eager={index < 3} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CatalogueCard({ item, eager }: { item: CatalogueItem; eager: boolean }) {
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm"
      aria-labelledby={`product-${item.id}`}
    >
      <img
        src={item.image}
        alt=""
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge variant="secondary" className="w-fit">
          {item.category}
        </Badge>
        <div className="flex items-start justify-between gap-3">
          <h2 id={`product-${item.id}`} className="text-lg font-semibold leading-snug">
            {item.name}
          </h2>
          <p className="text-lg font-bold text-primary">{formatMoney(item.price)}</p>
        </div>
        <p className="flex-1 text-sm text-muted-foreground">{item.description}</p>
        <ExternalStoreLink className={cn(buttonVariants(), 'mt-2 w-full')}>
          Shop<span className="sr-only"> {item.name}</span>
        </ExternalStoreLink>
      </div>
    </article>
  );
}
