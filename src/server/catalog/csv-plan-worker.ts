/**
 * Entry of the catalogue-import worker thread (decision 152): plans one CSV file against the
 * catalogue per message. Runs as a TypeScript file under tsx (tests, dev) and as
 * dist/server/csv-plan-worker.mjs in the built server. The plan is pure; anything thrown goes
 * back as data.
 */
import { parentPort } from 'node:worker_threads';
import type { CsvProduct } from '#core/catalog-csv/catalog-csv-schemas';
import { planCsvImport, type CsvImportPlan } from '#core/catalog-csv/plan-csv-import';
import type { WorkerReply } from '../lib/worker-pool';

export type CsvPlanJob = {
  id: number;
  text: string;
  catalogue: readonly CsvProduct[];
  ownOrigin: string;
};
export type CsvPlanReply = WorkerReply<CsvImportPlan>;

parentPort!.on('message', ({ id, text, catalogue, ownOrigin }: CsvPlanJob) => {
  let reply: CsvPlanReply;
  try {
    reply = { id, ok: true, result: planCsvImport(text, catalogue, ownOrigin) };
  } catch (error) {
    reply = { id, ok: false, message: String((error as Error)?.message ?? error) };
  }
  parentPort!.postMessage(reply);
});
// The pool starts a job's wall-clock budget from here: loading the code is not the job's time.
parentPort!.postMessage('ready');
