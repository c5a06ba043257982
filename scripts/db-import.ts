import { importShop } from '../src/db/transfer/import-shop';
import { describe, where, withConfiguredShop } from './transfer-cli';

// npm run db:import -- <file> [--replace]  (into an empty database unless --replace)
await withConfiguredShop(async ({ handle, uploadsDir, dataDir, file, replace }) => {
  if (!file) throw new Error('Usage: npm run db:import -- <dump file> [--replace]');
  const summary = await importShop(handle, { path: file, uploadsDir, replace });
  console.log(`Imported ${file} into ${where(handle, dataDir)}: ${describe(summary)}.`);
});
