import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The cheapest round trip that proves the database answers; throws when it does not. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
