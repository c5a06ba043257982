import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories, products } from '../../../db/schema/catalog';
import { conflict, notFound } from '../../lib/http-error';

/** Categories by name, each with how many products use it. */
export async function listAdminCategories(db: Executor) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      productCount: sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${categories.id})`.mapWith(Number),
      createdAt: categories.createdAt,
    })
    .from(categories)
    .orderBy(asc(categories.name));
}

async function assertNameFree(db: Executor, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`);
  if (taken && taken.id !== exceptId) throw conflict('A category with this name already exists', 'duplicate_category');
}

export async function createCategory(db: Executor, name: string) {
  await assertNameFree(db, name);
  const [row] = await db.insert(categories).values({ name }).returning();
  return row!;
}

export async function renameCategory(db: Executor, id: string, name: string) {
  await assertNameFree(db, name, id);
  const [row] = await db.update(categories).set({ name }).where(eq(categories.id, id)).returning();
  if (!row) throw notFound('Category not found');
  return row;
}

/** Its products stay, without a category (the foreign key sets it to null). */
export async function deleteCategory(db: Executor, id: string) {
  const [row] = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  if (!row) throw notFound('Category not found');
}
