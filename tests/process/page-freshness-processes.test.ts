import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE_KEY } from '../../src/core/site/not-found-page';
import { adminQuery, startPostgresServer, type PostgresServer } from '../support/postgres-server';
import { spawnServer, waitForExit, type SpawnedServer } from '../support/spawn-server';

/**
 * Decision 177 with two real shop processes on one PostgreSQL database: a change written to the
 * database (here straight in SQL, as any process would commit it) is on the very next page either
 * process serves; a stock count within a second. The web app is a miniature build (as in
 * tests/api/product-pages.test.ts): the page's price and availability are in its JSON-LD.
 */
const dir = mkdtempSync(join(tmpdir(), 'shop-page-freshness-'));
const webDir = join(dir, 'dist', 'web');
let postgres: PostgresServer;
let client: pg.Client;
const shops: SpawnedServer[] = [];

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(
    join(webDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Shop</title>
<link rel="canonical" href="http://localhost:3000/" /></head>
<body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`,
  );
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(
    join(dir, 'dist', 'prerendered.json'),
    JSON.stringify({ [NOT_FOUND_PAGE_KEY]: '<main><h1>Not found</h1></main>' }),
  );
  postgres = await startPostgresServer();
  await adminQuery(postgres.url(), 'CREATE DATABASE shop_pages');
  const env = {
    DATABASE_URL: postgres.url('shop_pages'),
    DATA_DIR: join(dir, 'data'),
    WEB_DIR: webDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'process-test-secret-0123456789abcdef',
  };
  // The first migrates and seeds; the second starts on the same database.
  shops.push(await spawnServer(env));
  shops.push(await spawnServer(env));
  client = new pg.Client({ connectionString: postgres.url('shop_pages') });
  await client.connect();
}, 120_000);
afterAll(async () => {
  await client?.end();
  for (const shop of shops) {
    shop.child.kill('SIGTERM');
    await waitForExit(shop.child);
  }
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const offerOf = (html: string) => {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json!) as { offers: { price: string; availability: string } }).offers;
};

describe('two shop processes on one PostgreSQL database', () => {
  it('serve a new price on the very next request, a 304 before it, and new stock within a second', async () => {
    const { rows } = await client.query<{ id: string; slug: string }>(
      `select id, slug from products where is_active order by name limit 1`,
    );
    const product = rows[0]!;
    const url = (shop: SpawnedServer) => `${shop.url}/shop/${product.slug}`;
    const etags: string[] = [];
    for (const shop of shops) {
      const first = await fetch(url(shop));
      expect(first.status).toBe(200);
      etags.push(first.headers.get('etag')!);
      const again = await fetch(url(shop), { headers: { 'if-none-match': etags.at(-1)! } });
      expect(again.status).toBe(304);
    }
    const before = offerOf(await (await fetch(url(shops[0]!))).text());
    await client.query(`update product_variants set price = price + 1.25 where product_id = $1`, [
      product.id,
    ]);
    const expected = (Number(before.price) + 1.25).toFixed(2);
    for (const [i, shop] of shops.entries()) {
      const after = await fetch(url(shop), { headers: { 'if-none-match': etags[i]! } });
      expect(after.status).toBe(200);
      expect(offerOf(await after.text()).price).toBe(expected);
    }
    // A sale: only the count moves, as an order's claim moves it.
    await client.query(`update product_variants set quantity = 0 where product_id = $1`, [
      product.id,
    ]);
    const soldAt = Date.now();
    for (const shop of shops)
      await expect
        .poll(async () => offerOf(await (await fetch(url(shop))).text()).availability, {
          timeout: 3_000,
          interval: 50,
        })
        .toBe('https://schema.org/OutOfStock');
    expect(Date.now() - soldAt).toBeLessThan(1_500);
  });
});
