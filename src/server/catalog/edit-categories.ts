import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { conflict, notFound } from '../lib/domain-error';
import { deleteRowById } from '../lib/edit-row-by-id';
import { recordEvent } from '../domain-events/domain-event';

async function assertNameFree(db: Executor, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`);
  if (taken && taken.id !== exceptId)
    throw conflict('A category with this name already exists', 'duplicate_category');
}

export async function createCategory(db: Executor, name: string) {
  await assertNameFree(db, name);
  const [row] = await db.insert(categories).values({ name }).returning();
  return row!;
}

/** Products show their category's name: the live update (every product) is written with the change. */
const recordCategoryChange = (tx: Executor) =>
  recordEvent(tx, { type: 'live', events: [{ type: 'product.changed', productIds: [] }] });

export async function renameCategory(db: Database, id: string, name: string) {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, name, id);
    const [row] = await tx
      .update(categories)
      .set({ name })
      .where(eq(categories.id, id))
      .returning();
    if (!row) throw notFound('Category not found');
    return { category: row, eventIds: [await recordCategoryChange(tx)] };
  });
}

/** Its products stay, without a category (the foreign key sets it to null). */
export async function deleteCategory(db: Database, id: string) {
  return db.transaction(async (tx) => {
    await deleteRowById(tx, categories, id, 'Category not found');
    return { eventIds: [await recordCategoryChange(tx)] };
  });
}
