import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, productSlugRedirects } from '../../db/schema/catalog';
import { RELATED_PRODUCTS, type ProductPageAnswer } from '#core/catalog/product-page';
import { productPagePath } from '#core/catalog/product-path';
import { selectProductsWithStock, toProductView } from './product-stock-view';
import { findProductVariants } from './find-product-variants';

/**
 * An active product's page by its slug, with up to four other active products (its category's
 * first, then by name); a former slug of an active product answers where it lives now; anything
 * else null. Each query reads only the rows of the products on the page (decision 177): a fresh
 * page costs the same in a catalogue of 10,000 products as in one of 10.
 */
export async function findProductPage(
  db: Executor,
  slug: string,
): Promise<ProductPageAnswer | null> {
  const [found] = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.isActive, true)));
  if (!found) {
    const [moved] = await db
      .select({ slug: products.slug })
      .from(productSlugRedirects)
      .innerJoin(products, eq(products.id, productSlugRedirects.productId))
      .where(and(eq(productSlugRedirects.oldSlug, slug), eq(products.isActive, true)));
    return moved ? { redirectTo: productPagePath(moved.slug) } : null;
  }
  const relatedIds = await findRelatedIds(db, found.id, found.categoryId);
  const ids = [found.id, ...relatedIds];
  const [rows, { options, variants }] = await Promise.all([
    selectProductsWithStock(db, ids).where(inArray(products.id, ids)),
    findProductVariants(db, found.id),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const row = byId.get(found.id);
  if (!row) return null; // made inactive between the two reads
  return {
    product: { ...toProductView(row), updatedAt: row.updatedAt.toISOString(), options, variants },
    related: relatedIds.flatMap((id) => {
      const other = byId.get(id);
      return other ? [toProductView(other)] : [];
    }),
  };
}

/** Its category's first active products by name, then any other active ones by name. */
async function findRelatedIds(
  db: Executor,
  productId: string,
  categoryId: string | null,
): Promise<string[]> {
  const pick = (where: ReturnType<typeof and>, limit: number) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isActive, true), ne(products.id, productId), where))
      .orderBy(asc(products.name), asc(products.id))
      .limit(limit);
  const same = categoryId ? await pick(eq(products.categoryId, categoryId), RELATED_PRODUCTS) : [];
  const rest =
    same.length < RELATED_PRODUCTS
      ? await pick(
          categoryId
            ? or(isNull(products.categoryId), ne(products.categoryId, categoryId))
            : sql`true`,
          RELATED_PRODUCTS - same.length,
        )
      : [];
  return [...same, ...rest].map((row) => row.id);
}
