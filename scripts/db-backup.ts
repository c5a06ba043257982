import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { exportShop } from '../src/db/transfer/export-shop';
import { describe, stamp, where, withConfiguredShop } from './transfer-cli';

// npm run db:backup -- [file] [--include-secrets]  (default DATA_DIR/backups/shop-<time>.dump.gz, mode 0600
// in a 0700 folder; same format as db:export; the JWT signing key only with --include-secrets)
await withConfiguredShop(async ({ handle, uploadsDir, dataDir, file, includeSecrets }) => {
  const dir = join(dataDir, 'backups');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const path = file ?? join(dir, `shop-${stamp()}.dump.gz`);
  const summary = await exportShop(handle, { path, uploadsDir, includeSecrets });
  console.log(`Backed up ${where(handle, dataDir)} to ${path}: ${describe(summary)}.`);
});
