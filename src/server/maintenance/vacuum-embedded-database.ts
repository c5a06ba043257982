import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export type VacuumReport = {
  tables: number;
  totalMs: number;
  longest: { table: string; ms: number };
};

/**
 * `VACUUM (ANALYZE)` of every table of the shop, one table per statement.
 *
 * PGlite runs no autovacuum: without this, dead rows left by updates and deletes (stock, order
 * status, the outbox) pile up for years, and the planner never gets statistics, so the indexed
 * plans the list benchmarks measure (after their own `analyze`) would not be the ones a real
 * shop gets. PGlite runs one statement at a time, so one table per statement keeps each wait for
 * the shop's requests to the time of one table, not of the whole database.
 */
export async function vacuumEmbeddedDatabase(db: Database): Promise<VacuumReport> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by relname`,
  );
  const report: VacuumReport = { tables: 0, totalMs: 0, longest: { table: '', ms: 0 } };
  for (const { name } of tables) {
    const started = performance.now();
    // The name comes from the catalogue, quoted by format('%I'); VACUUM takes no parameters.
    await db.execute(sql.raw(`vacuum (analyze) ${name}`));
    const ms = performance.now() - started;
    report.tables += 1;
    report.totalMs += ms;
    if (ms > report.longest.ms) report.longest = { table: name, ms };
  }
  return report;
}
