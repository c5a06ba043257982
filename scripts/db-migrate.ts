import './load-env-file';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { loadConfig } from '../src/server/config';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(db);
  console.log(`Migrated the ${db.engine} database.`);
} finally {
  await db.close();
}
