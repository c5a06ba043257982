import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { exportShop } from '../src/db/transfer/export-shop';
import { describe, stamp, where, withConfiguredShop } from './transfer-cli';

// npm run db:backup -- [file]  (default DATA_DIR/backups/shop-<time>.dump.gz; same format as db:export)
await withConfiguredShop(async ({ handle, uploadsDir, dataDir, file }) => {
  const dir = join(dataDir, 'backups');
  mkdirSync(dir, { recursive: true });
  const path = file ?? join(dir, `shop-${stamp()}.dump.gz`);
  const summary = await exportShop(handle, { path, uploadsDir });
  console.log(`Backed up ${where(handle, dataDir)} to ${path}: ${describe(summary)}.`);
});
