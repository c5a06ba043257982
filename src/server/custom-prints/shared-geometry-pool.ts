import { createGeometryPool, type GeometryPool } from './geometry-pool';

let pool: GeometryPool | undefined;

/**
 * One pool per process, made on first use: the worker threads are a process resource like the
 * CPU they share, so every app instance in the process (tests build many) measures through it.
 * Idle workers are unref'd and never keep the process alive.
 */
export function sharedGeometryPool(): GeometryPool {
  return (pool ??= createGeometryPool());
}
