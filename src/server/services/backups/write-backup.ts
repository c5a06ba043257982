import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { backupName, type BackupFile } from '../../../core/backups/backup-schedule';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { exportShop, type TransferSummary } from '../../../db/transfer/export-shop';

export type BackupTarget = { handle: DatabaseHandle; uploadsDir: string; backupDir: string };

/**
 * Writes a backup of the running shop (the `db:backup` format, restorable with `db:restore`)
 * without stopping it. PostgreSQL: the export reads inside one REPEATABLE READ READ ONLY
 * transaction on its own pool connection, so the shop keeps writing beside it. PGlite has one
 * connection inside this process: the data folder is copied between two transactions (the shop
 * waits only for that copy) into an in-memory clone, and the export reads the clone.
 * The file appears under its final name only when complete.
 */
export async function writeBackup(target: BackupTarget, now = new Date()): Promise<BackupFile & { summary: TransferSummary }> {
  await mkdir(target.backupDir, { recursive: true, mode: 0o700 });
  const name = backupName(now);
  const path = join(target.backupDir, name);
  const partial = `${path}.partial`;
  const source = target.handle.engine === 'pglite' ? await cloneEmbedded(target.handle) : target.handle;
  try {
    const summary = await exportShop(source, { path: partial, uploadsDir: target.uploadsDir });
    await chmod(partial, 0o600);
    await rename(partial, path);
    const { size } = await stat(path);
    return { name, size, createdAt: now.toISOString(), summary };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    if (source !== target.handle) await source.close();
  }
}

/** A consistent in-memory copy of the embedded database, taken while no transaction is open. */
async function cloneEmbedded(handle: Extract<DatabaseHandle, { engine: 'pglite' }>): Promise<DatabaseHandle> {
  const client = handle.client;
  const image = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  return openDatabase({ dataDir: '', inMemory: true, loadDataDir: image });
}
