/**
 * Checkout against its physical limit: the API's orders/s beside pgbench running the
 * same statements straight at the same PostgreSQL (bench/lib/order-pgbench-script.ts), same 20
 * clients, 10 s each. The two alternate for ROUNDS rounds and the row reports the median round,
 * so a moment of noise on the shared machine moves one round, not the figure.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { measureCheckout } from './checkout';
import { createBenchFixtures, type BenchFixtures } from './lib/bench-fixtures';
import { prepareDatabase } from './lib/engines';
import {
  dispatchPgbenchScript,
  ORDERS_PER_DISPATCH,
  orderPgbenchScript,
} from './lib/order-pgbench-script';
import { startServerProcess } from './lib/server-process';
import type { Row } from './lib/table';

const ROUNDS = 3;
const WARM_UP_MS = 5_000;

type ApiRound = {
  perSecond: number;
  answeredPerSecond: number;
  backlog: number;
  drainMs: number;
  p50: number;
  p99: number;
};

/**
 * The API's orders count once their events are dispatched too (pgbench does its dispatch runs
 * inside its 10 s): the time the outbox takes to empty after the last answer is added.
 */
async function apiRound(
  url: string,
  fixtures: BenchFixtures,
  handle: DatabaseHandle,
  durationMs?: number,
): Promise<ApiRound> {
  const api = await measureCheckout(url, fixtures, durationMs);
  if (!api) throw new Error('no order API');
  const pending = async () =>
    (
      await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from outbox_events where dispatched_at is null`,
      )
    )[0]!.n;
  const backlog = await pending();
  const started = performance.now();
  while ((await pending()) > 0) {
    if (performance.now() - started > 60_000)
      throw new Error('the outbox did not empty within 60 s of the checkout run');
    await new Promise((r) => setTimeout(r, 20));
  }
  const drainMs = backlog > 0 ? performance.now() - started : 0;
  return {
    perSecond: api.orders / (api.seconds + drainMs / 1000),
    answeredPerSecond: api.ordersPerSecond,
    backlog,
    drainMs,
    p50: api.p50,
    p99: api.p99,
  };
}

function pgbenchRound(args: string[]): number {
  const run = spawnSync('pgbench', args, { encoding: 'utf8' });
  // The order script's own rate (pgbench reports each script's; the total counts dispatch runs too).
  const tps = Number(
    /SQL script 1: [^\n]*\n - weight[^\n]*\n - \d+ transactions \([^)]*tps = ([\d.]+)\)/.exec(
      run.stdout,
    )?.[1] ?? NaN,
  );
  const failed = Number(/number of failed transactions: (\d+)/.exec(run.stdout)?.[1] ?? 0);
  if (run.status !== 0 || Number.isNaN(tps) || failed > 0)
    throw new Error(`pgbench failed (${run.status}): ${run.stderr.slice(-3000)}${run.stdout}`);
  return tps;
}

export async function checkoutLimitRow(add: (row: Row) => void): Promise<void> {
  const database = await prepareDatabase('postgres', resolve('dist/web'));
  const dir = mkdtempSync(join(tmpdir(), 'shop-pgbench-'));
  try {
    const fixtures = await createBenchFixtures(database.env, 20);
    const handle = await openDatabase({
      databaseUrl: database.env.DATABASE_URL,
      dataDir: database.env.DATA_DIR!,
    });
    const server = await startServerProcess(database.env);
    const rounds: { api: ApiRound; tps: number; ratio: number }[] = [];
    const leftovers: number[] = [];
    try {
      const [vars] = await queryRows<{ session: string; userid: string; rate: string }>(
        handle.db,
        sql`select s.id as session, s.user_id as userid, (select id from shipping_rates where is_active order by rate limit 1) as rate from auth_sessions s limit 1`,
      );
      writeFileSync(join(dir, 'order.sql'), orderPgbenchScript());
      writeFileSync(join(dir, 'dispatch.sql'), dispatchPgbenchScript());
      const url = new URL(database.env.DATABASE_URL!);
      const [productA, productB] = [fixtures.products[0]!.id, fixtures.products[1]!.id];
      const [variantA, variantB] = [
        fixtures.products[0]!.variantId,
        fixtures.products[1]!.variantId,
      ];
      const args = [
        // Prepared, as the API's order path is (decision 043); each -D value is sent as a parameter.
        // Two dispatch runs can mark overlapping sets (pgbench cannot name exactly the rows its own
        // claim took) and deadlock now and then: pgbench retries those, as a transaction would be.
        '-n',
        '-M',
        'prepared',
        '-c',
        '20',
        '-j',
        '2',
        '-T',
        '10',
        '--max-tries=5',
        '-f',
        `${join(dir, 'order.sql')}@${ORDERS_PER_DISPATCH}`,
        '-f',
        `${join(dir, 'dispatch.sql')}@1`,
        '-D',
        `session=${vars!.session}`,
        '-D',
        `userid=${vars!.userid}`,
        '-D',
        `rate=${vars!.rate}`,
        '-D',
        `producta=${productA}`,
        '-D',
        `productb=${productB}`,
        '-D',
        `varianta=${variantA}`,
        '-D',
        `variantb=${variantB}`,
        '-D',
        `ids1={${productA}}`,
        '-D',
        `ids2={${productA},${productB}}`,
        '-h',
        url.hostname,
        '-p',
        url.port,
        '-U',
        'postgres',
        url.pathname.slice(1),
      ];
      // The order budget keeps each client's hits of the last 10 minutes (a sliding log), and the
      // bench's limit of a million lets it grow with every order: each side starts from none.
      const freshBudgets = () => queryRows(handle.db, sql`delete from rate_limit_windows`);
      // A server that has just started compiles its hot paths as it goes: its first round came
      // 0.50-0.70 of pgbench while the later rounds of the same run came 0.64-0.82 (five runs,
      // 2026-11-26). A shop runs warm, so the API is warmed for WARM_UP_MS, not counted, first.
      await apiRound(server.url, fixtures, handle, WARM_UP_MS);
      for (let round = 0; round < ROUNDS; round++) {
        await freshBudgets();
        const api = await apiRound(server.url, fixtures, handle);
        await freshBudgets();
        const tps = pgbenchRound(args);
        // pgbench's last orders have no dispatch run after them, and the API server's sweep would
        // dispatch them (their lease over) in its next round: they are put out of the way.
        leftovers.push(
          (
            await queryRows<{ n: number }>(
              handle.db,
              sql`with d as (update outbox_events set dispatched_at = now() where dispatched_at is null returning 1) select count(*)::int as n from d`,
            )
          )[0]!.n,
        );
        rounds.push({ api, tps, ratio: api.perSecond / tps });
      }
    } finally {
      await server.stop();
      await handle.close();
    }
    const ranked = [...rounds].sort((a, b) => a.ratio - b.ratio);
    const { api, tps, ratio } = ranked[Math.floor(ranked.length / 2)]!;
    add({
      section: 'Checkout',
      measure: `API orders/s in the no-payment mode (placed and dispatched) vs pgbench on the same statements (postgres, 20 clients 10 s each, median of ${ROUNDS} alternating rounds after ${WARM_UP_MS / 1000} s of unmeasured API warm-up)`,
      value:
        `${api.perSecond.toFixed(1)} orders/s vs ${tps.toFixed(1)} tx/s = ${ratio.toFixed(2)} ` +
        `(answered at ${api.answeredPerSecond.toFixed(1)}/s, ${api.backlog} events left at the last answer, dispatched in ${Math.round(api.drainMs)} ms; ` +
        `API p50 ${Math.round(api.p50)} ms, p99 ${Math.round(api.p99)} ms; pgbench's undispatched events after each round ${leftovers.join(', ')}; rounds ${rounds.map((r) => `${r.api.perSecond.toFixed(0)}/${r.tps.toFixed(0)} = ${r.ratio.toFixed(2)}`).join(', ')})`,
      // The no-payment checkout keeps at least 0.7 of its physical limit (was 0.5).
      target: '≥ 0.70',
      ok: ratio >= 0.7,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.dispose();
  }
}
