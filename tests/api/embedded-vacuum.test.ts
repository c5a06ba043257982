import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { vacuumEmbeddedDatabase } from '../../src/server/maintenance/vacuum-embedded-database';
import { useTestApp } from '../support/test-app';

/** PGlite has no autovacuum: the periodic job reclaims dead rows and gives the planner statistics. */
const t = useTestApp();

const tableBytes = async (table: string) =>
  (
    await queryRows<{ bytes: number }>(
      t.app.db,
      sql`select pg_relation_size(${table})::int as bytes`,
    )
  )[0]!.bytes;

describe('embedded database vacuum', () => {
  it('vacuums and analyzes every table, one at a time, so space of deleted rows is reused', async () => {
    await t.app.db.execute(sql`drop table if exists vacuum_probe`);
    await t.app.db.execute(sql`create table vacuum_probe (id int primary key, note text)`);
    await t.app.db.execute(
      sql`insert into vacuum_probe select g, repeat('x', 40) from generate_series(1, 20000) g`,
    );
    await t.app.db.execute(sql`delete from vacuum_probe where id % 2 = 0`);
    const sizeBefore = await tableBytes('vacuum_probe');

    const report = await vacuumEmbeddedDatabase(t.app.db);

    const stats = await queryRows<{ name: string; vacuumed: boolean; analyzed: boolean }>(
      t.app.db,
      sql`select relname as name, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed from pg_stat_user_tables order by 1`,
    );
    expect(report.tables).toBe(stats.length);
    expect(stats.map((s) => s.name)).toEqual(
      expect.arrayContaining(['orders', 'products', 'outbox_events', 'vacuum_probe']),
    );
    expect(stats.filter((s) => !s.vacuumed || !s.analyzed)).toEqual([]);
    expect(report.longest.ms).toBeLessThanOrEqual(report.totalMs);
    // The planner has the probe's real row count instead of "never analyzed" (-1).
    const [probe] = await queryRows<{ tuples: number }>(
      t.app.db,
      sql`select reltuples::int as tuples from pg_class where relname = 'vacuum_probe'`,
    );
    expect(probe!.tuples).toBe(10000);
    // Rewriting every remaining row fits in the space the deleted half left: the table does not grow.
    await t.app.db.execute(sql`update vacuum_probe set note = repeat('y', 40)`);
    expect(await tableBytes('vacuum_probe')).toBe(sizeBefore);
    await t.app.db.execute(sql`drop table vacuum_probe`);
  });
});
