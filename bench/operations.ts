/**
 * Operations rows (issue 16): backup time and size of a 100,000-order shop (bench/lib/generate-shop)
 * on both engines, the /metrics scrape time on it, and checkout against its physical limit: the order
 * transaction's statements driven by pgbench straight at the same PostgreSQL (same 20 clients,
 * same 10 s) beside the API's orders/s. `npm run bench:ops` runs these alone; `npm run bench` too.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { writeBackup } from '../src/server/backups/write-backup';
import { vacuumEmbeddedDatabase } from '../src/server/maintenance/vacuum-embedded-database';
import { measureCheckout } from './checkout';
import { createBenchFixtures } from './lib/bench-fixtures';
import { prepareDatabase } from './lib/engines';
import { generateShop } from './lib/generate-shop';
import { dispatchPgbenchScript, ORDERS_PER_DISPATCH, orderPgbenchScript } from './lib/order-pgbench-script';
import { percentile } from './lib/percentile';
import { startServerProcess } from './lib/server-process';
import type { Row } from './lib/table';

const ORDERS = 100_000;

async function scrapeTimes(handle: DatabaseHandle, dataDir: string): Promise<{ p50: number; p99: number }> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-not-for-production-0123456789', ORDER_RATE_LIMIT_PER_USER: '1000000' }), webDir: undefined };
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

async function backupRows(engine: 'pglite' | 'postgres', handle: DatabaseHandle, dataDir: string, add: (row: Row) => void): Promise<void> {
  // The same generated shop the admin-list bench pages through: customers, products, items, messages.
  const generatedMs = (await generateShop(handle.db, { orders: ORDERS })).ms;
  const [count] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from orders`);
  const started = performance.now();
  const file = await writeBackup({ handle, uploadsDir: join(dataDir, 'uploads'), backupDir: join(dataDir, 'backups') });
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

async function checkoutLimitRow(add: (row: Row) => void): Promise<void> {
  const database = await prepareDatabase('postgres', resolve('dist/web'));
  const dir = mkdtempSync(join(tmpdir(), 'shop-pgbench-'));
  try {
    const fixtures = await createBenchFixtures(database.env, 20);
    const server = await startServerProcess(database.env);
    const handle = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: database.env.DATA_DIR! });
    let api;
    let backlog = 0;
    let drainSeconds = 0;
    let vars: { session: string; userid: string; rate: string };
    try {
      try {
        api = await measureCheckout(server.url, fixtures);
        // pgbench dispatches every order's event in its own transaction; the API after answering.
        // Its orders count once their events are dispatched too: the time the outbox takes to
        // empty after the last answer is added to the run's.
        const pending = async () =>
          (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from outbox_events where dispatched_at is null`))[0]!.n;
        backlog = await pending();
        const drained = performance.now();
        while ((await pending()) > 0) {
          if (performance.now() - drained > 60_000) throw new Error('the outbox did not empty within 60 s of the checkout run');
          await new Promise((r) => setTimeout(r, 20));
        }
        drainSeconds = backlog > 0 ? (performance.now() - drained) / 1000 : 0;
      } finally {
        await server.stop();
      }
      const [row] = await queryRows<{ session: string; userid: string; rate: string }>(
        handle.db,
        sql`select s.id as session, s.user_id as userid, (select id from shipping_rates where is_active order by rate limit 1) as rate from auth_sessions s limit 1`,
      );
      vars = row!;
    } finally {
      await handle.close();
    }
    if (!api) throw new Error('no order API');
    const dispatchedPerSecond = api.orders / (api.seconds + drainSeconds);
    writeFileSync(join(dir, 'order.sql'), orderPgbenchScript());
    writeFileSync(join(dir, 'dispatch.sql'), dispatchPgbenchScript());
    const url = new URL(database.env.DATABASE_URL!);
    const [productA, productB] = [fixtures.products[0]!.id, fixtures.products[1]!.id];
    const run = spawnSync('pgbench', [
      // Prepared, as the API's order path is (decision 030); each -D value is sent as a parameter.
      '-n', '-M', 'prepared', '-c', '20', '-j', '2', '-T', '10',
      '-f', `${join(dir, 'order.sql')}@${ORDERS_PER_DISPATCH}`, '-f', `${join(dir, 'dispatch.sql')}@1`,
      '-D', `session=${vars.session}`, '-D', `userid=${vars.userid}`, '-D', `rate=${vars.rate}`,
      '-D', `producta=${productA}`, '-D', `productb=${productB}`,
      '-D', `ids1={${productA}}`, '-D', `ids2={${productA},${productB}}`,
      '-h', url.hostname, '-p', url.port, '-U', 'postgres', url.pathname.slice(1),
    ], { encoding: 'utf8' });
    // The order script's own rate (pgbench reports each script's; the total counts dispatch runs too).
    const tps = Number(/SQL script 1: [^\n]*\n - weight[^\n]*\n - \d+ transactions \([^)]*tps = ([\d.]+)\)/.exec(run.stdout)?.[1] ?? NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(run.stdout)?.[1] ?? 0);
    if (run.status !== 0 || Number.isNaN(tps) || failed > 0) throw new Error(`pgbench failed: ${run.stderr}${run.stdout}`);
    const ratio = dispatchedPerSecond / tps;
    add({
      section: 'Checkout',
      measure: 'API orders/s (placed and dispatched) vs pgbench on the same statements per order (postgres, 20 clients 10 s each)',
      value: `${dispatchedPerSecond.toFixed(1)} orders/s vs ${tps.toFixed(1)} tx/s = ${ratio.toFixed(2)} (answered at ${api.ordersPerSecond.toFixed(1)}/s; ${backlog} events left at the last answer, dispatched in ${(drainSeconds * 1000).toFixed(0)} ms; API p50 ${Math.round(api.p50)} ms, p99 ${Math.round(api.p99)} ms)`,
      target: '≥ 0.50',
      ok: ratio >= 0.5,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.dispose();
  }
}

/** `only`: just the checkout row (`npm run bench:ops -- checkout`) or just the 100k-order shop's rows (`-- shop`). */
export async function measureOperations(add: (row: Row) => void, only?: 'checkout' | 'shop'): Promise<void> {
  if (only !== 'shop') await checkoutLimitRow(add);
  if (only === 'checkout') return;
  for (const engine of ['postgres', 'pglite'] as const) {
    const prepared = await prepareDatabase(engine, resolve('dist/web'));
    const handle = await openDatabase({ databaseUrl: prepared.env.DATABASE_URL, dataDir: prepared.env.DATA_DIR! });
    try {
      await backupRows(engine, handle, prepared.env.DATA_DIR!, add);
    } finally {
      await handle.close();
      await prepared.dispose();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2] === 'checkout' || process.argv[2] === 'shop' ? process.argv[2] : undefined;
  await measureOperations((row) => console.log(`  ${row.section} · ${row.measure}: ${row.value}${row.ok === null ? '' : row.ok ? ' (met)' : ' (NOT met)'}`), only);
  console.log(`  load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}
