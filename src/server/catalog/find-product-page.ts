import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, productSlugRedirects } from '../../db/schema/catalog';
import { RELATED_PRODUCTS, type ProductPageAnswer } from '#core/catalog/product-page';
import { productPagePath } from '#core/catalog/product-path';
import { selectProductsWithStock, toProductView } from './product-stock-view';
import { findProductVariants } from './find-product-variants';

/**
 * An active product's page by its slug, with up to four other active products (its category's
 * first); a former slug of an active product answers where it lives now; anything else null.
 */
export async function findProductPage(
  db: Executor,
  slug: string,
): Promise<ProductPageAnswer | null> {
  const [row] = await selectProductsWithStock(db).where(
    and(eq(products.slug, slug), eq(products.isActive, true)),
  );
  if (!row) {
    const [moved] = await db
      .select({ slug: products.slug })
      .from(productSlugRedirects)
      .innerJoin(products, eq(products.id, productSlugRedirects.productId))
      .where(and(eq(productSlugRedirects.oldSlug, slug), eq(products.isActive, true)));
    return moved ? { redirectTo: productPagePath(moved.slug) } : null;
  }
  const [related, { options, variants }] = await Promise.all([
    selectProductsWithStock(db)
      .where(and(eq(products.isActive, true), ne(products.id, row.id)))
      .orderBy(
        ...(row.categoryId
          ? [desc(sql`(${products.categoryId} = ${row.categoryId}) IS TRUE`)]
          : []),
        asc(products.name),
        asc(products.id),
      )
      .limit(RELATED_PRODUCTS),
    findProductVariants(db, row.id),
  ]);
  return {
    product: { ...toProductView(row), updatedAt: row.updatedAt.toISOString(), options, variants },
    related: related.map(toProductView),
  };
}
