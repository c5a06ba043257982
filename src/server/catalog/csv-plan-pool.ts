import type { CsvProduct } from '#core/catalog/csv/catalog-csv-schemas';
import type { CsvImportPlan } from '#core/catalog/csv/plan-csv-import';
import { DomainError } from '../lib/domain-error';
import { createWorkerPool } from '../lib/worker-pool';
import type { CsvPlanJob } from './csv-plan-worker';

/**
 * Wall-clock budget of one plan. The largest legal file (4 Mi characters, ~17,000 rows) plans in
 * ~0.15–0.25 s here and 2–3 times that on a slow machine: 20 s refuses only a file that something
 * in the parser handles far worse than linearly, never an honest one on a busy server.
 */
export const CSV_PLAN_TIMEOUT_MS = 20_000;
/**
 * JS heap of the worker. The file's text, its parsed rows, the products read from them, the
 * catalogue's copy and the plan are all alive at once: the largest legal file planned against
 * 850 products needs a 48 MB heap (44 MB is too little). The file is capped but the catalogue is
 * not, so 512 MB leaves ten times that for a shop's own growth and still stops a runaway.
 */
export const CSV_PLAN_HEAP_MB = 512;
/** Imports waiting for the worker: an owner's occasional action, so two are plenty. */
export const CSV_PLAN_MAX_QUEUE = 2;

export type CsvPlanPoolOptions = { maxQueue?: number; jobTimeoutMs?: number; heapMb?: number };

export type CsvPlanPool = {
  plan(text: string, catalogue: readonly CsvProduct[], ownOrigin: string): Promise<CsvImportPlan>;
  close(): Promise<void>;
  stats(): { workers: number; busy: number; queued: number };
};

type Job = Omit<CsvPlanJob, 'id'>;

/**
 * Catalogue imports are planned in one csv-plan-worker.ts thread (decision 152), so a large file
 * never holds the event loop. Its failures are already the shop's answers: the pool's queue full
 * is 503 with a retry hint; over the time or memory budget is 413, split the file.
 */
export function createCsvPlanPool(options: CsvPlanPoolOptions = {}): CsvPlanPool {
  const pool = createWorkerPool<Job, CsvImportPlan>({
    entry: { name: 'csv-plan-worker', source: new URL('./csv-plan-worker.ts', import.meta.url) },
    label: 'catalogue import',
    // One at a time: imports are rare, and each one has a core to itself.
    size: 1,
    maxQueue: options.maxQueue ?? CSV_PLAN_MAX_QUEUE,
    jobTimeoutMs: options.jobTimeoutMs ?? CSV_PLAN_TIMEOUT_MS,
    heapMb: options.heapMb ?? CSV_PLAN_HEAP_MB,
    toMessage: (job, id) => ({ message: { id, ...job } satisfies CsvPlanJob }),
    busyError: () =>
      new DomainError(
        'busy',
        'csv_import_busy',
        'The shop is reading other catalogue files right now. Please try again in a minute.',
        { retryAfterSeconds: 30 },
      ),
    timeoutError: (ms) =>
      new DomainError(
        'too_large',
        'csv_too_slow',
        `The file took longer than ${ms / 1000} s to read. Split it into smaller files and import them one by one.`,
      ),
    outOfMemoryError: () =>
      new DomainError(
        'too_large',
        'csv_too_much_memory',
        'The file needs more memory to read than we allow. Split it into smaller files and import them one by one.',
      ),
    replyError: (reply) => new Error(reply.message),
  });
  return {
    plan: (text, catalogue, ownOrigin) => pool.run({ text, catalogue, ownOrigin }),
    close: pool.close,
    stats: pool.stats,
  };
}
