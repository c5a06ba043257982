import { ChevronLeft } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { SiteLink } from '../../../components/site-link';
import type { ProductPage as ProductPageData } from '#core/catalog/product-page';
import { productPageMeta } from '#core/site/product-structured-data';
import { Badge } from '../../../components/ui/badge';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { NotFoundPage } from '../../site/site-routes';
import { useProductPage } from '../api/get-product-page';
import { ProductCard } from '../components/product-card';
import { ProductGallery } from '../components/product-gallery';
import { ProductPrice, StockText } from '../components/product-price';
import { ProductPurchase } from '../components/product-purchase';
import { VariantPicker } from '../components/variant-picker';
import { findVariant, initialChoice, pickValue } from '#core/catalog/choose-variant';
import { useState } from 'react';

/**
 * /shop/<slug> (decision 128): a product's page, served rendered with its data like /shop. A
 * former slug goes on to the product's page; an unknown one is the not-found page.
 */
export default function ProductPage() {
  const { slug = '' } = useParams();
  const page = useProductPage(slug);
  if (page.data && 'redirectTo' in page.data) return <Navigate to={page.data.redirectTo} replace />;
  if (page.data) return <ProductDetails page={page.data} />;
  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundPage />;
  if (page.error)
    return (
      <p role="alert" className="mx-auto max-w-6xl px-4 py-10">
        The product could not be loaded. Please try again.
      </p>
    );
  return <div className="mx-auto min-h-dvh max-w-6xl px-4 py-10" aria-busy="true" />;
}

function ProductDetails({ page: { product, related } }: { page: ProductPageData }) {
  const meta = productPageMeta(product, '');
  usePageMeta({ title: meta.title, description: meta.description });
  // The page opens on no chosen variant in its URL (one canonical page); the first that sells.
  const [choice, setChoice] = useState<(string | null)[]>(() => initialChoice(product.variants));
  const variant = findVariant(product.variants, choice);
  const shown = variant ?? product.variants[0];
  // The chosen variant's picture first, so the gallery shows it.
  const images = variant?.imageUrl
    ? [variant.imageUrl, ...product.images.filter((path) => path !== variant.imageUrl)]
    : product.images;
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
      <SiteLink
        to="/shop"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> Back to the shop
      </SiteLink>
      <article aria-labelledby="product-name" className="grid gap-8 md:grid-cols-2">
        <ProductGallery
          key={`${product.id} ${images[0] ?? ''}`}
          images={images}
          name={product.name}
        />
        <div className="space-y-4">
          {product.category ? (
            <Badge variant="secondary" className="whitespace-normal">
              {product.category}
            </Badge>
          ) : null}
          <h1 id="product-name" className="text-3xl font-bold tracking-tight">
            {product.name}
          </h1>
          <div aria-live="polite" className="space-y-1">
            <ProductPrice product={shown ?? product} large />
            {variant ? (
              <StockText
                quantity={variant.quantity}
                leadTimeDays={
                  variant.inventoryPolicy === 'made_to_order' ? variant.leadTimeDays : null
                }
              />
            ) : (
              <p className="text-sm text-destructive">This combination is not available.</p>
            )}
          </div>
          {product.options.length > 0 ? (
            <VariantPicker
              options={product.options}
              variants={product.variants}
              choice={choice}
              onPick={(position, value) =>
                setChoice(pickValue(product.variants, choice, position, value))
              }
            />
          ) : null}
          <ProductPurchase key={product.id} product={product} variant={variant} />
          <div className="space-y-2 border-t pt-4">
            <h2 className="text-lg font-semibold">Description</h2>
            <p className="whitespace-pre-line text-muted-foreground">{product.description}</p>
          </div>
          <p className="text-xs text-muted-foreground">SKU {variant?.sku ?? product.sku}</p>
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-products" className="space-y-4">
          <h2 id="related-products" className="text-2xl font-bold tracking-tight">
            Related products
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
            {related.map((item) => (
              <ProductCard key={item.id} product={item} heading="h3" />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
