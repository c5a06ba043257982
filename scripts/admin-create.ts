import './load-env-file';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { loadConfig } from '../src/server/config';
import { bootstrapAdmin } from '../src/server/auth/bootstrap-admin';

// Usage: ADMIN_EMAIL=you@shop.com ADMIN_PASSWORD='…' npm run admin:create
const config = loadConfig();
if (!config.adminEmail || !config.adminPassword) {
  console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD.');
  process.exit(2);
}
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(db);
  const result = await bootstrapAdmin(db.db, config);
  console.log(`Admin ${result.email} is ready.`);
} finally {
  await db.close();
}
