/**
 * Entry of a geometry worker thread: parses and measures one file per message. Runs as a
 * TypeScript file under tsx (tests, dev) and as dist/server/geometry-worker.mjs in the built
 * server. Anything thrown goes back as data; a GeometryError keeps its code.
 */
import { parentPort } from 'node:worker_threads';
import { analyseModel } from '#core/geometry/analyse-model';
import { GeometryError } from '#core/geometry/mesh';
import type { WorkerReply } from '../lib/worker-pool';

export type GeometryJob = { id: number; bytes: Uint8Array };
export type GeometryReply = WorkerReply<ReturnType<typeof analyseModel>>;

parentPort!.on('message', ({ id, bytes }: GeometryJob) => {
  let reply: GeometryReply;
  try {
    reply = { id, ok: true, result: analyseModel(bytes) };
  } catch (error) {
    reply =
      error instanceof GeometryError
        ? { id, ok: false, code: error.code, message: error.message }
        : { id, ok: false, code: null, message: String((error as Error)?.message ?? error) };
  }
  parentPort!.postMessage(reply);
});
// The pool starts a job's wall-clock budget from here: loading the code is not the job's time.
parentPort!.postMessage('ready');
