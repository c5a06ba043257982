import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ModelAnalysis } from '#core/geometry/analyse-model';
import { GeometryError, type GeometryErrorCode } from '#core/geometry/mesh';
import type { GeometryJob, GeometryReply } from './geometry-worker';

/** Wall-clock budget of one parse + measure; 1 M triangles take ~0.5 s, the largest legal file ~3 s. */
export const GEOMETRY_JOB_TIMEOUT_MS = 10_000;
/** JS heap of one worker; typed arrays live outside it and are bounded by the parsers' counts. */
export const GEOMETRY_WORKER_HEAP_MB = 512;
/** Files waiting for a worker; beyond this an upload is refused with 503 rather than piling up. */
export const GEOMETRY_MAX_QUEUE = 8;

export type GeometryPoolOptions = {
  size?: number;
  maxQueue?: number;
  jobTimeoutMs?: number;
  heapMb?: number;
};

/** The pool is full: the caller answers 503 with a retry hint. */
export class GeometryPoolBusyError extends Error {
  constructor() {
    super('The shop is measuring many models right now. Please try again in a minute.');
    this.name = 'GeometryPoolBusyError';
  }
}

export type GeometryPool = {
  analyse(bytes: Uint8Array): Promise<ModelAnalysis>;
  close(): Promise<void>;
  /** Workers alive and jobs queued; for tests and metrics. */
  stats(): { workers: number; busy: number; queued: number };
};

type Job = {
  bytes: Uint8Array;
  resolve(value: ModelAnalysis): void;
  reject(error: Error): void;
};
/** `ready`: the worker has loaded its code; a job's budget runs from then, not from the thread's start. */
type Slot = {
  worker: Worker | null;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
};

/**
 * Every model parse/measure runs here, off the event loop: a fixed number of worker threads,
 * each job under a wall-clock budget and a heap limit. A worker over budget (or out of memory)
 * is terminated and replaced; the job gets a GeometryError the route turns into a 4xx.
 */
export function createGeometryPool(options: GeometryPoolOptions = {}): GeometryPool {
  const size = options.size ?? Math.max(1, availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? GEOMETRY_MAX_QUEUE;
  const jobTimeoutMs = options.jobTimeoutMs ?? GEOMETRY_JOB_TIMEOUT_MS;
  const heapMb = options.heapMb ?? GEOMETRY_WORKER_HEAP_MB;
  const slots: Slot[] = Array.from({ length: size }, () => ({
    worker: null,
    ready: false,
    job: null,
    timer: null,
  }));
  const queue: Job[] = [];
  let closed = false;
  let nextId = 1;

  const finish = (
    slot: Slot,
    outcome: { value?: ModelAnalysis; error?: Error },
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

  const spawn = (slot: Slot): Worker => {
    const worker = startWorker(heapMb);
    slot.ready = false;
    worker.on('message', (reply: GeometryReply | 'ready') => {
      if (reply === 'ready') {
        slot.ready = true;
        if (slot.job && !slot.timer) startBudget(slot);
        return;
      }
      if (!slot.job) return;
      if (reply.ok) finish(slot, { value: reply.result }, false);
      else
        finish(
          slot,
          {
            error: reply.code
              ? new GeometryError(reply.code as GeometryErrorCode, reply.message)
              : new Error(reply.message),
          },
          false,
        );
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(
        slot,
        {
          error: outOfMemory
            ? new GeometryError('too_large', 'The model needs more memory to read than we allow.')
            : error,
        },
        true,
      );
    });
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      if (slot.job) finish(slot, { error: new Error('The geometry worker stopped.') }, false);
    });
    return worker;
  };

  const startBudget = (slot: Slot) => {
    slot.timer = setTimeout(
      () =>
        finish(
          slot,
          {
            error: new GeometryError(
              'too_complex',
              `The model took longer than ${jobTimeoutMs / 1000} s to measure. Simplify it (fewer triangles or parts) and try again.`,
            ),
          },
          true,
        ),
      jobTimeoutMs,
    );
  };

  const run = (slot: Slot, job: Job) => {
    slot.job = job;
    const worker = slot.worker ?? (slot.worker = spawn(slot));
    worker.ref();
    if (slot.ready) startBudget(slot);
    // A copy the worker owns (Buffer#slice would share memory, and transferring it would detach
    // the request's bytes, or Node's pooled ArrayBuffer under them).
    const bytes = new Uint8Array(job.bytes);
    worker.postMessage({ id: nextId++, bytes } satisfies GeometryJob, [bytes.buffer]);
  };

  function pump() {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (!slot.job) run(slot, queue.shift()!);
    }
  }

  return {
    analyse(bytes) {
      if (closed) return Promise.reject(new Error('The geometry pool is closed.'));
      const busy = slots.every((slot) => slot.job);
      if (busy && queue.length >= maxQueue) return Promise.reject(new GeometryPoolBusyError());
      return new Promise<ModelAnalysis>((resolve, reject) => {
        queue.push({ bytes, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The geometry pool is closed.'));
      await Promise.all(
        slots.map(async (slot) => {
          if (slot.timer) clearTimeout(slot.timer);
          const worker = slot.worker;
          slot.worker = null;
          slot.job?.reject(new Error('The geometry pool is closed.'));
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
 * The built server (dist/server/main.mjs) has dist/server/geometry-worker.mjs beside it; from
 * source (tsx: tests, dev) the worker is this folder's .ts file, loaded through tsx's hooks,
 * which a worker does not inherit from its parent.
 */
function startWorker(heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 };
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname))
    return new Worker(new URL('./geometry-worker.mjs', here), { resourceLimits });
  const tsxApi = createRequire(here)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const entry = new URL('./geometry-worker.ts', here).href;
  const boot = `import { register } from ${JSON.stringify(pathToFileURL(tsxApi).href)}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), {
    resourceLimits,
  });
}
