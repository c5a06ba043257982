import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { productPagePath } from '../src/core/catalog/product-path';
import { prepareDatabase, type Engine } from './lib/engines';
import { generateShop } from './lib/generate-shop';
import { startServerProcess } from './lib/server-process';

export type ProductPageLoad = {
  engine: Engine;
  /** The catalogue's size, and how many of its products are active (have a page). */
  products: number;
  pages: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 200, or carried no product name: a fast wrong page is not a page. */
  failures: number;
};

const CONNECTIONS = 50;
const DURATION_S = 10;
export const CATALOGUE_SIZE = 1_000;

/**
 * Product pages rendered on the server at 50 connections over a 1,000-product
 * catalogue. The requests walk every product in turn, so with at most 500 renders kept (decision
 * 128) nearly every answer is a fresh render with current data, not a cached one.
 */
export async function measureProductPages(
  engine: Engine,
  webDir: string,
): Promise<ProductPageLoad> {
  const database = await prepareDatabase(engine, webDir);
  try {
    const handle = await openDatabase({
      databaseUrl: database.env.DATABASE_URL,
      dataDir: database.env.DATA_DIR!,
    });
    let pages: { path: string; name: string }[];
    try {
      const shop = await generateShop(handle.db, { orders: 0, products: CATALOGUE_SIZE });
      const rows = await queryRows<{ slug: string; name: string }>(
        handle.db,
        sql`select slug, name from products where sku like ${`GEN-${shop.tag}-%`} and is_active order by sku`,
      );
      pages = rows.map((row) => ({ path: productPagePath(row.slug), name: row.name }));
    } finally {
      await handle.close();
    }
    // The generator leaves every tenth product inactive: it has no page.
    if (pages.length < CATALOGUE_SIZE * 0.9)
      throw new Error(`expected 900 active generated products, found ${pages.length}`);
    const server = await startServerProcess(database.env);
    try {
      await walk(server.url, pages, 2); // warm the JIT, not the page cache (the walk outgrows it)
      return {
        engine,
        products: CATALOGUE_SIZE,
        pages: pages.length,
        ...(await walk(server.url, pages, DURATION_S)),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

async function walk(url: string, pages: { path: string; name: string }[], seconds: number) {
  let next = 0;
  let failures = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const page = pages[next++ % pages.length]!;
          context.expected = page.name;
          return { ...request, path: page.path };
        },
        onResponse: (status, body, context) => {
          if (status !== 200 || !body.includes(String(context.expected))) failures += 1;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: failures + result.errors + result.timeouts,
  };
}
