import './load-env-file';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { TransferSummary } from '../src/db/transfer/export-shop';
import { loadConfig } from '../src/server/config';

/** The shared frame of the db:export/import/backup/restore commands: the configured shop, one file argument. */
export async function withConfiguredShop(
  run: (ctx: {
    handle: DatabaseHandle;
    uploadsDir: string;
    dataDir: string;
    file?: string;
    replace: boolean;
    includeSecrets: boolean;
  }) => Promise<void>,
): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      replace: { type: 'boolean', default: false },
      'include-secrets': { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await run({
      handle,
      uploadsDir: join(config.dataDir, 'uploads'),
      dataDir: config.dataDir,
      file: positionals[0],
      replace: values.replace ?? false,
      includeSecrets: values['include-secrets'] ?? false,
    });
  } catch (error) {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

export const where = (handle: DatabaseHandle, dataDir: string) =>
  handle.engine === 'postgres'
    ? 'the PostgreSQL database (DATABASE_URL)'
    : `the embedded database in ${dataDir}`;

export function describe(summary: TransferSummary): string {
  const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  const tables = Object.keys(summary.rows).length;
  const missing = summary.missingFiles.length
    ? `; ${summary.missingFiles.length} stored objects had no bytes on disk`
    : '';
  return `${rows} rows in ${tables} tables, ${summary.sequences} sequences, ${summary.files} files${missing}`;
}

export const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d+Z$/, 'Z');
