import { exportShop } from '../src/db/transfer/export-shop';
import { describe, stamp, where, withConfiguredShop } from './transfer-cli';

// npm run db:export -- [file]  (stop a PGlite shop first; a PostgreSQL shop may keep running)
await withConfiguredShop(async ({ handle, uploadsDir, dataDir, file }) => {
  const path = file ?? `shop-export-${stamp()}.dump.gz`;
  const summary = await exportShop(handle, { path, uploadsDir });
  console.log(`Exported ${where(handle, dataDir)} to ${path}: ${describe(summary)}.`);
});
