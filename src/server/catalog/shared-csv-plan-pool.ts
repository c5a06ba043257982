import { createCsvPlanPool, type CsvPlanPool } from './csv-plan-pool';

let pool: CsvPlanPool | undefined;

/**
 * One pool per process, made on the first import: like the geometry pool, its thread is a
 * process resource, shared by every app instance in the process (tests build many). The idle
 * worker is unref'd and never keeps the process alive.
 */
export function sharedCsvPlanPool(): CsvPlanPool {
  return (pool ??= createCsvPlanPool());
}
