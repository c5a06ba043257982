import type { DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/db/seed';

/** The name of the migrated, seeded database every PostgreSQL test database is copied from. */
export const PG_TEMPLATE = 'shop_template';

/** Migrates and seeds a database: the starting state of every API test. */
export async function prepareTemplate(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await seedIfEmpty(handle.db);
}
