import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';

/** Categories by name, each with how many products use it. */
export async function listAdminCategories(db: Executor) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      productCount:
        sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${categories.id})`.mapWith(
          Number,
        ),
      createdAt: categories.createdAt,
    })
    .from(categories)
    .orderBy(asc(categories.name));
}
