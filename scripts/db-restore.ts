import { importShop } from '../src/db/transfer/import-shop';
import { describe, where, withConfiguredShop } from './transfer-cli';

// npm run db:restore -- <file>  (replaces every row and upload of the configured shop; stop the shop first)
await withConfiguredShop(async ({ handle, uploadsDir, dataDir, file }) => {
  if (!file) throw new Error('Usage: npm run db:restore -- <backup file>');
  const summary = await importShop(handle, { path: file, uploadsDir, replace: true });
  console.log(`Restored ${file} into ${where(handle, dataDir)}: ${describe(summary)}.`);
});
