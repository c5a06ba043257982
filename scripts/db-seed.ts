import './load-env-file';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedIfEmpty } from '../src/db/seed';
import { loadConfig } from '../src/server/config';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(db);
  const seeded = await seedIfEmpty(db.db);
  console.log(seeded ? 'Seeded demo data.' : 'The database already has data: nothing seeded.');
} finally {
  await db.close();
}
