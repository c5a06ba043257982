import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/operations';

/** The stored value of one settings row, undefined before it is first saved; its reader parses it. */
export async function readSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value;
}

/** Saves one settings row whole, inserting it the first time. */
export async function writeSetting(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}
