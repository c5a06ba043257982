import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
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
 * page costs the same few reads in a catalogue of 10,000 products as in one of 10.
 */
export async function findProductPage(
  db: Executor,
  slug: string,
): Promise<ProductPageAnswer | null> {
  const own = sql`(select id from products where slug = ${slug})`;
  const [row] = await selectProductsWithStock(db, own).where(
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
  // Its category's first four by name, and the first four of the others (each through the
  // name index): the page shows the first four of those eight in that order.
  const category = row.categoryId;
  const candidates = sql`(
    (select id from products where is_active and id <> ${row.id} and category_id = ${category}
      order by name, id limit ${RELATED_PRODUCTS})
    union all
    (select id from products where is_active and id <> ${row.id}
      and (${category}::uuid is null or category_id is null or category_id <> ${category})
      order by name, id limit ${RELATED_PRODUCTS}))`;
  const [related, { options, variants }] = await Promise.all([
    selectProductsWithStock(db, candidates)
      .where(inArray(products.id, candidates))
      .orderBy(
        ...(category ? [desc(sql`(${products.categoryId} = ${category}) IS TRUE`)] : []),
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
