import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import type { AdminProductsQuery } from '#core/lists/admin-list-queries';
import { pageOffset, prefixPattern, type Page } from '#core/lists/list-query';
import { notFound } from '../lib/domain-error';
import { selectProductsWithStock } from './product-stock-view';
import { findProductVariants } from './find-product-variants';

export type AdminProduct = Awaited<
  ReturnType<ReturnType<typeof selectProductsWithStock>['execute']>
>[number];

const PRODUCT_SORTS = {
  createdAt: products.createdAt,
  name: sql`lower(${products.name})`,
  price: products.price,
  stock: sql`(select coalesce(sum(v.quantity) filter (where v.inventory_policy = 'track'), 0) from product_variants v where v.product_id = ${products.id})`,
} as const;

/** Every product, active or not, with category and stock (SPEC §7 admin), a page at a time. */
export async function listAdminProducts(
  db: Executor,
  query: AdminProductsQuery,
): Promise<Page<AdminProduct>> {
  const pattern = query.q ? prefixPattern(query.q) : undefined;
  const where = and(
    query.status ? eq(products.isActive, query.status === 'active') : undefined,
    pattern
      ? or(
          sql`lower(${products.name}) like ${pattern}`,
          sql`lower(${products.sku}) like ${pattern}`,
        )
      : undefined,
  );
  const by = query.dir === 'asc' ? asc : desc;
  const [items, [counted]] = await Promise.all([
    selectProductsWithStock(db)
      .where(where)
      .orderBy(by(PRODUCT_SORTS[query.sort]), by(products.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(where),
  ]);
  return { items, total: counted?.count ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function findAdminProduct(db: Executor, id: string) {
  const [row] = await selectProductsWithStock(db).where(eq(products.id, id));
  if (!row) throw notFound('Product not found');
  return { ...row, ...(await findProductVariants(db, id)) };
}
