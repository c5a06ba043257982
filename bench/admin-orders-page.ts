import { openDatabase } from '../src/db/client';
import { createAccessTokenKit } from '../src/server/auth/access-token';
import { insertBenchUser } from './lib/bench-fixtures';
import { prepareDatabase, type Engine } from './lib/engines';
import { generateShop, type GeneratedShop } from './lib/generate-shop';
import { percentile } from './lib/percentile';
import { startServerProcess } from './lib/server-process';

export const LIST_BUDGET_MS = 100;

export type AdminListResult = {
  engine: Engine;
  shop: GeneratedShop;
  /** The orders page as the admin opens it and pages on: newest first, pages 1–40. */
  pages: { p50: number; p99: number; requests: number };
  /** Searches (prefix of e-mail or name) and sorts by total, mixed. */
  searches: { p50: number; p99: number; requests: number };
};

async function timeRequests(url: string, authorization: string, paths: string[]) {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { authorization } });
    const body = (await res.json()) as { items?: unknown[] };
    if (!res.ok || !Array.isArray(body.items)) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), requests: times.length };
}

/** An admin written straight into the database, with a token signed by the server's key. */
async function createBenchAdmin(
  env: Record<string, string>,
  orders: number,
): Promise<{ authorization: string; shop: GeneratedShop }> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    const shop = await generateShop(handle.db, { orders });
    const authorization = await insertBenchUser(
      handle.db,
      createAccessTokenKit(env.JWT_SECRET!, 86_400),
      { email: `bench-admin-${shop.tag}@example.com`, lastName: 'Admin', role: 'admin' },
    );
    return { authorization, shop };
  } finally {
    await handle.close();
  }
}

/**
 * The admin orders page of a shop with `orders` orders (generated set-based into a
 * fresh migrated database), served by the real server in its own process, one request at a
 * time so each figure is the page's own latency.
 */
export async function measureAdminOrdersPage(
  engine: Engine,
  webDir: string,
  orders = 100_000,
): Promise<AdminListResult> {
  const database = await prepareDatabase(engine, webDir);
  try {
    const { authorization, shop } = await createBenchAdmin(database.env, orders);
    const server = await startServerProcess(database.env);
    try {
      const pagePaths = Array.from(
        { length: 200 },
        (_, i) => `/api/admin/orders?page=${1 + (i % 40)}`,
      );
      const searchPaths = Array.from(
        { length: 100 },
        (_, i) =>
          [
            `/api/admin/orders?q=shopper-${shop.tag}-${1 + (i % 9)}`,
            `/api/admin/orders?q=${['ada', 'ben', 'cleo', 'juno'][i % 4]}`,
            '/api/admin/orders?sort=total&dir=desc',
            `/api/admin/orders?status=shipped&page=${1 + (i % 10)}`,
          ][i % 4]!,
      );
      await timeRequests(server.url, authorization, pagePaths.slice(0, 10)); // warm-up
      const pages = await timeRequests(server.url, authorization, pagePaths);
      const searches = await timeRequests(server.url, authorization, searchPaths);
      return { engine, shop, pages, searches };
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}
