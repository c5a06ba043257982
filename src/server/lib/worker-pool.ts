import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type Transferable } from 'node:worker_threads';

/**
 * What a pool's worker entry posts: 'ready' once its code is loaded, then one reply per job. A
 * failed job comes back as data (a thrown error does not cross threads), with the caller's code.
 */
export type WorkerReply<Result> =
  | { id: number; ok: true; result: Result }
  | { id: number; ok: false; code?: string | null; message: string };

export type WorkerPoolOptions<Job> = {
  /** The entry's name: `<name>.mjs` beside the built server, `source` when running from TypeScript. */
  entry: { name: string; source: URL };
  /** In the stock messages: "The <label> pool is closed." */
  label: string;
  size: number;
  /** Jobs waiting for a worker; beyond this `run` refuses with `busyError()`. */
  maxQueue: number;
  /** Wall-clock budget of one job, from when its worker is ready. */
  jobTimeoutMs: number;
  /** JS heap of one worker (V8's old generation). */
  heapMb: number;
  /** The message the worker gets for a job, and what to transfer rather than copy. */
  toMessage(job: Job, id: number): { message: unknown; transfer?: readonly Transferable[] };
  busyError(): Error;
  timeoutError(jobTimeoutMs: number): Error;
  outOfMemoryError(): Error;
  /** A job the worker refused, in the caller's terms. */
  replyError(reply: { code?: string | null; message: string }): Error;
};

export type WorkerPool<Job, Result> = {
  run(job: Job): Promise<Result>;
  close(): Promise<void>;
  /** Workers alive and jobs queued; for tests and metrics. */
  stats(): { workers: number; busy: number; queued: number };
};

type Queued<Job, Result> = {
  job: Job;
  resolve(value: Result): void;
  reject(error: Error): void;
};
/** `ready`: the worker has loaded its code; a job's budget runs from then, not from the thread's start. */
type Slot<Job, Result> = {
  worker: Worker | null;
  ready: boolean;
  job: Queued<Job, Result> | null;
  timer: NodeJS.Timeout | null;
};

/**
 * Heavy work on untrusted input runs here, off the event loop: a fixed number of worker threads,
 * each job under a wall-clock budget and a heap limit. A worker over budget (or out of memory)
 * is terminated and replaced on the next job, so one hostile input stalls only its own thread;
 * the job fails with the caller's error. Workers are started on demand and unref'd while idle,
 * so a pool never keeps the process alive.
 */
export function createWorkerPool<Job, Result>(
  options: WorkerPoolOptions<Job>,
): WorkerPool<Job, Result> {
  const { label, maxQueue, jobTimeoutMs, heapMb } = options;
  const slots: Slot<Job, Result>[] = Array.from({ length: options.size }, () => ({
    worker: null,
    ready: false,
    job: null,
    timer: null,
  }));
  const queue: Queued<Job, Result>[] = [];
  let closed = false;
  let nextId = 1;
  const closedError = () => new Error(`The ${label} pool is closed.`);

  const finish = (
    slot: Slot<Job, Result>,
    outcome: { value?: Result; error?: Error },
    discard: boolean,
  ) => {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    if (discard && slot.worker) {
      const worker = slot.worker;
      slot.worker = null;
      worker.removeAllListeners();
      worker.on('error', () => undefined);
      void worker.terminate();
    }
    slot.worker?.unref();
    if (job) {
      if (outcome.error) job.reject(outcome.error);
      else job.resolve(outcome.value!);
    }
    pump();
  };

  const spawn = (slot: Slot<Job, Result>): Worker => {
    const worker = startWorker(options.entry, heapMb);
    slot.ready = false;
    worker.on('message', (reply: WorkerReply<Result> | 'ready') => {
      if (reply === 'ready') {
        slot.ready = true;
        if (slot.job && !slot.timer) startBudget(slot);
        return;
      }
      if (!slot.job) return;
      if (reply.ok) finish(slot, { value: reply.result }, false);
      else finish(slot, { error: options.replyError(reply) }, false);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(slot, { error: outOfMemory ? options.outOfMemoryError() : error }, true);
    });
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      if (slot.job) finish(slot, { error: new Error(`The ${label} worker stopped.`) }, false);
    });
    return worker;
  };

  const startBudget = (slot: Slot<Job, Result>) => {
    slot.timer = setTimeout(
      () => finish(slot, { error: options.timeoutError(jobTimeoutMs) }, true),
      jobTimeoutMs,
    );
  };

  const start = (slot: Slot<Job, Result>, queued: Queued<Job, Result>) => {
    slot.job = queued;
    const worker = slot.worker ?? (slot.worker = spawn(slot));
    worker.ref();
    if (slot.ready) startBudget(slot);
    const { message, transfer } = options.toMessage(queued.job, nextId++);
    worker.postMessage(message, transfer);
  };

  function pump() {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (!slot.job) start(slot, queue.shift()!);
    }
  }

  return {
    run(job) {
      if (closed) return Promise.reject(closedError());
      const busy = slots.every((slot) => slot.job);
      if (busy && queue.length >= maxQueue) return Promise.reject(options.busyError());
      return new Promise<Result>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const queued of queue.splice(0)) queued.reject(closedError());
      await Promise.all(
        slots.map(async (slot) => {
          if (slot.timer) clearTimeout(slot.timer);
          const worker = slot.worker;
          slot.worker = null;
          slot.job?.reject(closedError());
          slot.job = null;
          if (worker) {
            worker.removeAllListeners();
            await worker.terminate();
          }
        }),
      );
    },
    stats: () => ({
      workers: slots.filter((slot) => slot.worker).length,
      busy: slots.filter((slot) => slot.job).length,
      queued: queue.length,
    }),
  };
}

/**
 * The built server is one bundle (dist/server/main.mjs) with each worker entry bundled beside it
 * as `<name>.mjs` (scripts/build-server.ts). From source (tsx: tests, dev) the entry is its .ts
 * file, loaded through tsx's hooks, which a worker does not inherit from its parent.
 */
function startWorker(entry: { name: string; source: URL }, heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 };
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname))
    return new Worker(new URL(`./${entry.name}.mjs`, here), { resourceLimits });
  const tsxApi = createRequire(here)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const boot = `import { register } from ${JSON.stringify(pathToFileURL(tsxApi).href)}; register(); await import(${JSON.stringify(entry.source.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), {
    resourceLimits,
  });
}
