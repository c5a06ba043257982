import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/client';
import { exportShop } from '../../db/transfer/export-shop';

/**
 * The backup export, off the main thread (decision 114): the shop's event loop keeps serving
 * at full speed, and the export is not starved by it. Reads either an in-memory clone of the
 * embedded database (its data-folder image) or the PostgreSQL server over one connection.
 */
export type ExportJob = {
  path: string;
  uploadsDir: string;
  image?: ArrayBuffer;
  databaseUrl?: string;
};

const job = workerData as ExportJob;
if (!job.image && !job.databaseUrl) throw new Error('export worker: nothing to export');
const handle = job.image
  ? await openDatabase({ dataDir: '', inMemory: true, loadDataDir: new Blob([job.image]) })
  : await openDatabase({ dataDir: '', databaseUrl: job.databaseUrl, poolSize: 1 });
try {
  const summary = await exportShop(handle, { path: job.path, uploadsDir: job.uploadsDir });
  parentPort!.postMessage({ ok: true, summary });
} catch (error) {
  parentPort!.postMessage({
    ok: false,
    error: error instanceof Error ? error.message : String(error),
  });
} finally {
  await handle.close();
}
