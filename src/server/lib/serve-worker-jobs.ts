import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './worker-pool';

/**
 * The entry side of lib/worker-pool.ts: runs `work` on each job the pool posts and replies with
 * its result, or with what it threw as data (an error does not cross threads), keeping the code
 * `codeOf` finds on it. Posts 'ready' first: the pool starts a job's wall-clock budget from there,
 * so loading the entry's code is not the job's time.
 */
export function serveWorkerJobs<Job extends { id: number }, Result>(
  work: (job: Job) => Result,
  codeOf: (error: unknown) => string | null = () => null,
): void {
  const port = parentPort!;
  port.on('message', (job: Job) => {
    let reply: WorkerReply<Result>;
    try {
      reply = { id: job.id, ok: true, result: work(job) };
    } catch (error) {
      const message = String((error as Error)?.message ?? error);
      reply = { id: job.id, ok: false, code: codeOf(error), message };
    }
    port.postMessage(reply);
  });
  port.postMessage('ready');
}
