import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { backupName, type BackupFile } from '#core/backups/backup-schedule';
import type { DatabaseHandle } from '../../db/client';
import type { TransferSummary } from '../../db/transfer/export-shop';
import type { ExportJob } from './export-worker';

export type BackupTarget = { handle: DatabaseHandle; uploadsDir: string; backupDir: string };

const failNoUrl = (): never => {
  throw new Error('The PostgreSQL pool has no connection string for the backup worker');
};

/**
 * Writes a backup of the running shop (the `db:backup` format, restorable with `db:restore`)
 * without stopping it. PostgreSQL: the export reads inside one REPEATABLE READ READ ONLY
 * transaction on its own connection, so the shop keeps writing beside it. PGlite has one
 * connection inside this process: its data folder is copied between two transactions (the shop
 * waits only for that copy) and the export reads an in-memory clone of it. Either way the export
 * runs in a worker thread. The file appears under its final name only when complete.
 */
export async function writeBackup(
  target: BackupTarget,
  now = new Date(),
): Promise<BackupFile & { summary: TransferSummary }> {
  await mkdir(target.backupDir, { recursive: true, mode: 0o700 });
  const name = backupName(now);
  const path = join(target.backupDir, name);
  const partial = `${path}.partial`;
  try {
    const job: ExportJob = { path: partial, uploadsDir: target.uploadsDir };
    if (target.handle.engine === 'pglite') job.image = await imageOf(target.handle);
    else job.databaseUrl = target.handle.client.options.connectionString ?? failNoUrl();
    const summary = await runExportWorker(job);
    await chmod(partial, 0o600);
    await rename(partial, path);
    const { size } = await stat(path);
    return { name, size, createdAt: now.toISOString(), summary };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The embedded database's data folder, copied while no transaction is open (a consistent image). */
async function imageOf(
  handle: Extract<DatabaseHandle, { engine: 'pglite' }>,
): Promise<ArrayBuffer> {
  const client = handle.client;
  const image = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  return image.arrayBuffer();
}

/** Runs export-worker in a thread: the bundled .mjs beside dist/server/main.mjs, or the TypeScript source through tsx. */
function runExportWorker(job: ExportJob): Promise<TransferSummary> {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = new URL(
    fromSource ? './export-worker-source.mjs' : './backup-export-worker.mjs',
    import.meta.url,
  );
  const worker = new Worker(file, { workerData: job, transferList: job.image ? [job.image] : [] });
  return new Promise((resolve, reject) => {
    let answered = false;
    worker.once(
      'message',
      (m: { ok: true; summary: TransferSummary } | { ok: false; error: string }) => {
        answered = true;
        if (m.ok) resolve(m.summary);
        else reject(new Error(m.error));
      },
    );
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered)
        reject(new Error(`The backup worker stopped (exit code ${code}) before it finished`));
    });
  });
}
