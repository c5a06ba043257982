import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { runFixed } from '../../db/fixed-statement';
import { products, productSlugRedirects } from '../../db/schema/catalog';
import type { ProductPageAnswer } from '#core/catalog/product-page';
import type { OptionView } from '#core/catalog/product-variants';
import { productPagePath } from '#core/catalog/product-path';
import { toProductView, type ProductWithStockRow } from './product-stock-view';
import { toVariantView } from './find-product-variants';
import { selectProductPage } from './product-page-statements';

/**
 * An active product's page by its slug, with up to four other active products (its category's
 * first, then by name); a former slug of an active product answers where it lives now; anything
 * else null. One statement reads only the rows of the products on the page (decision 177): a fresh
 * page costs the same one read in a catalogue of 10,000 products as in one of 10.
 */
export async function findProductPage(
  db: Executor,
  slug: string,
): Promise<ProductPageAnswer | null> {
  const rows = await runFixed<ProductPageRow>(db, selectProductPage, [slug]);
  const [own, ...related] = rows;
  if (!own) {
    const [moved] = await db
      .select({ slug: products.slug })
      .from(productSlugRedirects)
      .innerJoin(products, eq(products.id, productSlugRedirects.productId))
      .where(and(eq(productSlugRedirects.oldSlug, slug), eq(products.isActive, true)));
    return moved ? { redirectTo: productPagePath(moved.slug) } : null;
  }
  return {
    product: {
      ...toProductView(toProductRow(own)),
      updatedAt: own.updated_at.toISOString(),
      options: own.options ?? [],
      variants: (own.variants ?? []).map(toVariantView),
    },
    related: related.map((row) => toProductView(toProductRow(row))),
  };
}

/** A row of `selectProductPage` as the driver answers it. */
type ProductPageRow = {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: string;
  compare_at_price: string | null;
  images: string[];
  sku: string;
  category_id: string | null;
  category_name: string | null;
  created_at: Date;
  updated_at: Date;
  stock: string | number;
  variant_count: string | number;
  first_variant_id: string | null;
  lead_time_days: number | null;
  options: OptionView[] | null;
  variants: VariantJson[] | null;
};

type VariantJson = Parameters<typeof toVariantView>[0];

const toProductRow = (row: ProductPageRow): ProductWithStockRow => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  price: row.price,
  compareAtPrice: row.compare_at_price,
  images: row.images,
  sku: row.sku,
  categoryId: row.category_id,
  categoryName: row.category_name,
  stock: Number(row.stock),
  variantCount: Number(row.variant_count),
  variantId: row.first_variant_id ?? '',
  leadTimeDays: row.lead_time_days,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
