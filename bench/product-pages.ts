import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { productPagePath } from '../src/core/catalog/product-path';
import { prepareDatabase, type Engine } from './lib/engines';
import { generateShop } from './lib/generate-shop';
import { startServerProcess } from './lib/server-process';

export type Load = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 200, or carried no expected text: a fast wrong page is not a page. */
  failures: number;
};

export type ProductPageLoad = {
  engine: Engine;
  /** The catalogue's size, and how many of its products are active (have a page). */
  products: number;
  pages: number;
  /** The prerendered `/` of the same process: the floor a page that was already made can reach. */
  home: Load;
  /** One product page asked for over and over (a page gone viral). */
  hot: Load & { path: string };
  /** Every product's page once, in turn, none made before (a crawler). */
  crawl: Load & { cpuMsPerPage: number };
};

const HOT_CONNECTIONS = 50;
const CRAWL_CONNECTIONS = 20;
const DURATION_S = 8;
export const CATALOGUE_SIZE = 10_000;
/** Pages walked before the crawl to warm the JIT; the crawl never asks for them again. */
const WARM_PAGES = 300;

/**
 * Product pages served by one server process over a 10,000-product catalogue: the prerendered
 * `/` as the floor, one product page asked for by 50 connections, then a crawl at 20 connections
 * of pages never asked for before (each answer a fresh render), with the server's CPU per page.
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
    let hot: { path: string; name: string };
    try {
      const shop = await generateShop(handle.db, { orders: 0, products: CATALOGUE_SIZE });
      const rows = await queryRows<{ slug: string; name: string }>(
        handle.db,
        sql`select slug, name from products where sku like ${`GEN-${shop.tag}-%`} and is_active order by sku`,
      );
      pages = rows.map((row) => ({ path: productPagePath(row.slug), name: row.name }));
      // A seeded product (images, a description): the page a shop owner would share.
      const [seeded] = await queryRows<{ slug: string; name: string }>(
        handle.db,
        sql`select slug, name from products where sku not like 'GEN-%' and is_active order by name limit 1`,
      );
      hot = { path: productPagePath(seeded!.slug), name: seeded!.name };
    } finally {
      await handle.close();
    }
    // The generator leaves every tenth product inactive: it has no page.
    if (pages.length < CATALOGUE_SIZE * 0.9)
      throw new Error(
        `expected ${CATALOGUE_SIZE * 0.9} active generated products, found ${pages.length}`,
      );
    const server = await startServerProcess(database.env);
    try {
      await walk(server.url, pages.slice(0, WARM_PAGES), 2, CRAWL_CONNECTIONS);
      await walk(server.url, [{ path: '/', name: '<div id="root">' }], 2, HOT_CONNECTIONS);
      const home = await walk(
        server.url,
        [{ path: '/', name: '<div id="root">' }],
        DURATION_S,
        HOT_CONNECTIONS,
      );
      await walk(server.url, [hot], 2, HOT_CONNECTIONS);
      const hotLoad = await walk(server.url, [hot], DURATION_S, HOT_CONNECTIONS);
      const cpuBefore = cpuMs(server.child.pid);
      const crawl = await walk(server.url, pages.slice(WARM_PAGES), DURATION_S, CRAWL_CONNECTIONS);
      const cpu = cpuMs(server.child.pid) - cpuBefore;
      if (crawl.requests >= pages.length - WARM_PAGES)
        throw new Error(
          'the crawl ran out of pages it had not asked for: make the catalogue larger',
        );
      return {
        engine,
        products: CATALOGUE_SIZE,
        pages: pages.length,
        home,
        hot: { ...hotLoad, path: hot.path },
        crawl: { ...crawl, cpuMsPerPage: cpu / Math.max(1, crawl.requests) },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

/** CPU time (user + system) the process has used, in ms (Linux /proc, 100 ticks a second). */
function cpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function walk(
  url: string,
  pages: { path: string; name: string }[],
  seconds: number,
  connections: number,
): Promise<Load> {
  let next = 0;
  let failures = 0;
  const result = await autocannon({
    url,
    connections,
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
