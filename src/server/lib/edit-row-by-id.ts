import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { notFound } from './domain-error';

type TableWithId = PgTable & { id: AnyPgColumn };

/** Deletes one row by its id; a missing row is a 404 with the caller's text. */
export async function deleteRowById(
  db: Executor,
  table: TableWithId,
  id: string,
  missing: string,
): Promise<void> {
  const [row] = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  if (!row) throw notFound(missing);
}

/** Switches one row's isActive and answers the row; a missing row is a 404 with the caller's text. */
export async function setRowActive<T extends TableWithId & { isActive: AnyPgColumn }>(
  db: Executor,
  table: T,
  id: string,
  isActive: boolean,
  missing: string,
): Promise<T['$inferSelect']> {
  // Drizzle cannot name a generic table's row type itself; the table's own select type is it.
  const [row] = (await db
    .update(table)
    .set({ isActive } as PgUpdateSetSource<T>)
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  if (!row) throw notFound(missing);
  return row;
}
