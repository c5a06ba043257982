import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/db/seed';
import { loadConfig } from '../../src/server/config';

/**
 * Prints the path of a data folder holding a migrated, seeded PGlite database, made once per
 * browser-test run (playwright.config.ts). A new PGlite database takes seconds to initialise (over
 * 20 s on one loaded core), and about ten servers start during a run; each copies this folder
 * (copy-shop-template.ts) instead, and its own migrations and seed then find nothing to do.
 */
const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-template-'));
const handle = await openDatabase({ dataDir: dir });
await runMigrations(handle);
// What startServer seeds into an empty database, with the same settings.
await seedIfEmpty(handle.db, new Date(), {
  demo: loadConfig({ ...process.env, DATA_DIR: dir }).seedDemo,
});
await handle.close();
console.log(dir);
