import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { productPagePath } from '#core/catalog/product-path';
import type { SitemapEntry } from '#core/site/sitemap';

/** Every active product's page for the sitemap, lastmod the day it was last edited (decision 128). */
export async function listSitemapProducts(db: Executor): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.slug));
  return rows.map((row) => ({
    path: productPagePath(row.slug),
    lastmod: row.updatedAt.toISOString().slice(0, 10),
  }));
}
