import { availableParallelism } from 'node:os';
import type { ModelAnalysis } from '#core/geometry/analyse-model';
import { GeometryError, type GeometryErrorCode } from '#core/geometry/mesh';
import { createWorkerPool } from '../lib/worker-pool';
import type { GeometryJob } from './geometry-worker';

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

/**
 * Every model parse/measure runs in geometry-worker.ts threads (lib/worker-pool.ts: a fixed
 * number, each job under a wall-clock budget and a heap limit). A job over budget (or out of
 * memory) gets a GeometryError the route turns into a 4xx; its worker is replaced.
 */
export function createGeometryPool(options: GeometryPoolOptions = {}): GeometryPool {
  const pool = createWorkerPool<Uint8Array, ModelAnalysis>({
    entry: { name: 'geometry-worker', source: new URL('./geometry-worker.ts', import.meta.url) },
    label: 'geometry',
    size: options.size ?? Math.max(1, availableParallelism() - 1),
    maxQueue: options.maxQueue ?? GEOMETRY_MAX_QUEUE,
    jobTimeoutMs: options.jobTimeoutMs ?? GEOMETRY_JOB_TIMEOUT_MS,
    heapMb: options.heapMb ?? GEOMETRY_WORKER_HEAP_MB,
    toMessage(job, id) {
      // A copy the worker owns (Buffer#slice would share memory, and transferring it would detach
      // the request's bytes, or Node's pooled ArrayBuffer under them).
      const bytes = new Uint8Array(job);
      return { message: { id, bytes } satisfies GeometryJob, transfer: [bytes.buffer] };
    },
    busyError: () => new GeometryPoolBusyError(),
    timeoutError: (ms) =>
      new GeometryError(
        'too_complex',
        `The model took longer than ${ms / 1000} s to measure. Simplify it (fewer triangles or parts) and try again.`,
      ),
    outOfMemoryError: () =>
      new GeometryError('too_large', 'The model needs more memory to read than we allow.'),
    replyError: (reply) =>
      reply.code
        ? new GeometryError(reply.code as GeometryErrorCode, reply.message)
        : new Error(reply.message),
  });
  return { analyse: (bytes) => pool.run(bytes), close: pool.close, stats: pool.stats };
}
