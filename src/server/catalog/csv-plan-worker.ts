/**
 * Entry of the catalogue-import worker thread (decision 152): plans one CSV file against the
 * catalogue per message. Runs as a TypeScript file under tsx (tests, dev) and as
 * dist/server/csv-plan-worker.mjs in the built server. The plan is pure.
 */
import type { CsvProduct } from '#core/catalog/csv/catalog-csv-schemas';
import { planCsvImport } from '#core/catalog/csv/plan-csv-import';
import { serveWorkerJobs } from '../lib/serve-worker-jobs';

export type CsvPlanJob = {
  id: number;
  text: string;
  catalogue: readonly CsvProduct[];
  ownOrigin: string;
};

serveWorkerJobs(({ text, catalogue, ownOrigin }: CsvPlanJob) =>
  planCsvImport(text, catalogue, ownOrigin),
);
