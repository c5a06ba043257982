import { exportShop } from '../src/db/transfer/export-shop';
import { describe, stamp, where, withConfiguredShop } from './transfer-cli';

// npm run db:export -- [file] [--include-secrets]  (stop a PGlite shop first; a PostgreSQL shop may keep running;
// the file is mode 0600 and carries the JWT signing key only with --include-secrets)
await withConfiguredShop(async ({ handle, uploadsDir, dataDir, file, includeSecrets }) => {
  const path = file ?? `shop-export-${stamp()}.dump.gz`;
  const summary = await exportShop(handle, { path, uploadsDir, includeSecrets });
  console.log(`Exported ${where(handle, dataDir)} to ${path}: ${describe(summary)}.`);
});
