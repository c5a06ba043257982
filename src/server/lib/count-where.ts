import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';

/** How many rows of `table` match `where`: the total a paged list shows beside its page. */
export async function countWhere(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(where);
  return row?.count ?? 0;
}
