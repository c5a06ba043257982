/**
 * Entry of a geometry worker thread: parses and measures one file per message. Runs as a
 * TypeScript file under tsx (tests, dev) and as dist/server/geometry-worker.mjs in the built
 * server. A GeometryError keeps its code across the thread.
 */
import { analyseModel } from '#core/geometry/analyse-model';
import { GeometryError } from '#core/geometry/mesh';
import { serveWorkerJobs } from '../lib/serve-worker-jobs';

export type GeometryJob = { id: number; bytes: Uint8Array };

serveWorkerJobs(
  ({ bytes }: GeometryJob) => analyseModel(bytes),
  (error) => (error instanceof GeometryError ? error.code : null),
);
