/**
 * Operations rows: backup time and size of a 100,000-order shop (bench/lib/generate-shop)
 * on both engines, the /metrics scrape time on it, and checkout against its physical limit: the order
 * transaction's statements driven by pgbench straight at the same PostgreSQL (same 20 clients,
 * same 10 s) beside the API's orders/s. `npm run bench:ops` runs these alone; `npm run bench` too.
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { writeBackup } from '../src/server/backups/write-backup';
import { vacuumEmbeddedDatabase } from '../src/server/maintenance/vacuum-embedded-database';
import { checkoutLimitRow } from './checkout-limit';
import { prepareDatabase } from './lib/engines';
import { generateShop } from './lib/generate-shop';
import { percentile } from './lib/percentile';
import type { Row } from './lib/table';

const ORDERS = 100_000;

async function scrapeTimes(
  handle: DatabaseHandle,
  dataDir: string,
): Promise<{ p50: number; p99: number }> {
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-not-for-production-0123456789',
      ORDER_RATE_LIMIT_PER_USER: '1000000',
    }),
    webDir: undefined,
  };
  const app = await buildApp({ config, database: handle });
  await app.ready();
  try {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p99: percentile(times, 99) };
  } finally {
    await app.close();
  }
}

async function backupRows(
  engine: 'pglite' | 'postgres',
  handle: DatabaseHandle,
  dataDir: string,
  add: (row: Row) => void,
): Promise<void> {
  // The same generated shop the admin-list bench pages through: customers, products, items, messages.
  const generatedMs = (await generateShop(handle.db, { orders: ORDERS })).ms;
  const [count] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from orders`,
  );
  const started = performance.now();
  const file = await writeBackup({
    handle,
    uploadsDir: join(dataDir, 'uploads'),
    backupDir: join(dataDir, 'backups'),
  });
  const backupMs = performance.now() - started;
  add({
    section: 'Backup',
    measure: `backup of a ${count!.n.toLocaleString('en-US')}-order shop (${engine}, shop running)`,
    value: `${(backupMs / 1000).toFixed(1)} s, ${(file.size / 1_048_576).toFixed(1)} MB gzip (orders generated in ${(generatedMs / 1000).toFixed(1)} s)`,
    target: '—',
    ok: null,
  });
  if (engine === 'pglite') {
    // The housekeeping a PGlite shop runs every 6 hours (no autovacuum): how long the shop waits.
    const vacuum = await vacuumEmbeddedDatabase(handle.db);
    add({
      section: 'Backup',
      measure: `vacuum + analyze of every table, ${count!.n.toLocaleString('en-US')}-order shop (pglite, one table per statement)`,
      value: `${(vacuum.totalMs / 1000).toFixed(1)} s for ${vacuum.tables} tables; longest single wait ${Math.round(vacuum.longest.ms)} ms (${vacuum.longest.table})`,
      target: '—',
      ok: null,
    });
  }
  const scrape = await scrapeTimes(handle, dataDir);
  add({
    section: 'Metrics',
    measure: `GET /metrics at ${count!.n.toLocaleString('en-US')} orders (${engine}, 30 scrapes)`,
    value: `p50 ${scrape.p50.toFixed(1)} ms, p99 ${scrape.p99.toFixed(1)} ms`,
    target: '< 100 ms p50',
    ok: scrape.p50 < 100,
  });
}

/** `only`: just the checkout row (`npm run bench:ops -- checkout`) or just the 100k-order shop's rows (`-- shop`). */
export async function measureOperations(
  add: (row: Row) => void,
  only?: 'checkout' | 'shop',
): Promise<void> {
  if (only !== 'shop') await checkoutLimitRow(add);
  if (only === 'checkout') return;
  for (const engine of ['postgres', 'pglite'] as const) {
    const prepared = await prepareDatabase(engine, resolve('dist/web'));
    const handle = await openDatabase({
      databaseUrl: prepared.env.DATABASE_URL,
      dataDir: prepared.env.DATA_DIR!,
    });
    try {
      await backupRows(engine, handle, prepared.env.DATA_DIR!, add);
    } finally {
      await handle.close();
      await prepared.dispose();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only =
    process.argv[2] === 'checkout' || process.argv[2] === 'shop' ? process.argv[2] : undefined;
  await measureOperations(
    (row) =>
      console.log(
        `  ${row.section} · ${row.measure}: ${row.value}${row.ok === null ? '' : row.ok ? ' (met)' : ' (NOT met)'}`,
      ),
    only,
  );
  console.log(
    `  load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
