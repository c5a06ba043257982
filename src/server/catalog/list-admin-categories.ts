import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';

/**
 * Categories by name, each with how many products use it. A join rather than a correlated
 * subquery: Drizzle leaves the columns of a single-table select unqualified, so inside a subquery
 * on products `"id"` named the product's id and every category counted 0.
 */
export async function listAdminCategories(db: Executor) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      productCount: count(products.id),
      createdAt: categories.createdAt,
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
}
