import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { createAccessTokenKit } from '../src/server/auth/access-token';
import { insertBenchUser } from './lib/bench-fixtures';
import { prepareDatabase, type Engine } from './lib/engines';
import { generateShop } from './lib/generate-shop';
import { percentile } from './lib/percentile';
import { startServerProcess } from './lib/server-process';

/** The board answers within this at its 2,000 jobs and 20 printers (decision 169). */
export const BOARD_BUDGET_MS = 100;
export const BOARD_JOBS = 2_000;
export const BOARD_PRINTERS = 20;

export type BoardResult = {
  engine: Engine;
  /** The job cards one answer carries (the first page of the queue, the rest in full). */
  jobs: number;
  printers: number;
  bytes: number;
  p50: number;
  p99: number;
  requests: number;
  /**
   * The admin orders page (20 orders with their lines), timed between the board's requests on
   * the same server at the same moment: the board's p99 over its p99 says how the board compares
   * whatever else the machine is doing.
   */
  ordersPage: { p50: number; p99: number };
};

/**
 * A busy board written set-based: 20 printers (one job on each), and 2,000 jobs, three in four
 * from the generated shop's order lines (with their order numbers) and the rest restock plates;
 * queued, good and cancelled: the board carries the open ones and the newest finished ones.
 */
async function generateBoard(databaseUrl: string | undefined, dataDir: string, secret: string) {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const shop = await generateShop(handle.db, { orders: 1_500 });
    await handle.db.execute(sql`
      insert into printers (name, bed_x_mm, bed_y_mm, bed_z_mm, material, colour)
      select 'Bench printer ' || n, 180 + 20 * (n % 4), 180 + 20 * (n % 4), 200,
             (array['PLA','PLA','PETG','PETG'])[1 + n % 4], (array['Black','White','Blue','Clear'])[1 + n % 4]
        from generate_series(1, ${BOARD_PRINTERS}) as n`);
    await handle.db.execute(sql`
      insert into print_jobs (source, order_id, order_item_id, piece_index, title, material, colour,
        quality, state, due_at, grams_per_piece, print_seconds, bounds_x_mm, bounds_y_mm, bounds_z_mm,
        attempts, position)
      select 'order', oi.order_id, oi.id, 1, 'Custom print: part ' || row_number() over (), f.material, f.colour,
             'standard', (array['queued','queued','queued','good','cancelled'])[1 + (row_number() over ()) % 5],
             now() + make_interval(hours => ((row_number() over ()) % 240)::int - 48), 40, 7200, 80, 60, 30,
             1 + ((row_number() over ()) % 7 = 0)::int, 0
        from (select * from order_items order by created_at limit ${(BOARD_JOBS * 3) / 4}) oi
       cross join lateral (select (array['PLA','PLA','PETG','PETG'])[1 + abs(hashtext(oi.id::text)) % 4] as material,
                                  (array['Black','White','Blue','Clear'])[1 + abs(hashtext(oi.id::text)) % 4] as colour) f`);
    await handle.db.execute(sql`
      insert into print_jobs (source, title, material, colour, quality, pieces, state, position)
      select 'restock', 'Restock: bench ' || n, (array['PLA','PETG'])[1 + n % 2], (array['Black','Blue'])[1 + n % 2],
             'fine', 1 + n % 4, (array['queued','good'])[1 + n % 2], n
        from generate_series(1, ${BOARD_JOBS / 4 - BOARD_PRINTERS}) as n`);
    // One job on every printer, in each of the three busy states.
    await handle.db.execute(sql`
      insert into print_jobs (source, title, material, colour, quality, state, printer_id, position)
      select 'restock', 'Restock: on ' || p.name, p.material, p.colour, 'standard',
             (array['assigned','printing','printed'])[1 + (row_number() over ()) % 3], p.id, 0
        from printers p`);
    await handle.db.execute(sql`
      insert into print_spools (material, colour, grams_left, grams_total, loaded_on_printer_id)
      select p.material, p.colour, 150 + 40 * (row_number() over ())::int, 1000, p.id from printers p`);
    return await insertBenchUser(handle.db, createAccessTokenKit(secret, 86_400), {
      email: `bench-board-${shop.tag}@example.com`,
      lastName: 'Owner',
      role: 'admin',
    });
  } finally {
    await handle.close();
  }
}

/**
 * GET /api/admin/production/board at 2,000 jobs and 20 printers, served by the real server in its
 * own process, one request at a time so each figure is the board's own latency.
 */
export async function measureProductionBoard(
  engine: Engine,
  webDir: string,
  requests = 200,
): Promise<BoardResult> {
  const database = await prepareDatabase(engine, webDir);
  try {
    const { env } = database;
    const authorization = await generateBoard(env.DATABASE_URL, env.DATA_DIR!, env.JWT_SECRET!);
    const server = await startServerProcess(env);
    try {
      const times: number[] = [];
      const baseline: number[] = [];
      let jobs = 0;
      let printers = 0;
      let bytes = 0;
      for (let i = 0; i < requests + 10; i++) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/admin/production/board`, {
          headers: { authorization },
        });
        const text = await res.text();
        if (!res.ok) throw new Error(`the board answered ${res.status}: ${text.slice(0, 200)}`);
        const elapsed = performance.now() - started;
        const before = performance.now();
        const page = await fetch(`${server.url}/api/admin/orders?page=1`, {
          headers: { authorization },
        });
        await page.text();
        const pageMs = performance.now() - before;
        if (i < 10) continue; // warm-up
        times.push(elapsed);
        baseline.push(pageMs);
        const body = JSON.parse(text) as { jobs: unknown[]; printers: unknown[] };
        jobs = body.jobs.length;
        printers = body.printers.length;
        bytes = text.length;
      }
      times.sort((a, b) => a - b);
      baseline.sort((a, b) => a - b);
      return {
        engine,
        jobs,
        printers,
        bytes,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        requests: times.length,
        ordersPage: { p50: percentile(baseline, 50), p99: percentile(baseline, 99) },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}
