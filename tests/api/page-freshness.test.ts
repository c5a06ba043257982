import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/db/schema/catalog';
import { NOT_FOUND_PAGE_KEY } from '../../src/core/site/not-found-page';
import { createTestApp, type TestApp } from '../support/test-app';
import { adminApi, createTestUser, type TestUser } from '../support/test-users';

/**
 * Decision 177: a product page is kept, and made again exactly when what it prints changes, in
 * every process; a repeat visit gets a 304. A built web app in miniature (as in
 * product-pages.test.ts): the page's HTML holds what the server writes itself, the product's
 * name in the title and its price and availability in the JSON-LD. A second app on the same
 * database plays a second shop process (on PostgreSQL its own pool and its own event bus).
 */
const root = mkdtempSync(join(tmpdir(), 'shop-dist-'));
const webDir = join(root, 'web');
const indexHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Shop</title>
<meta name="description" content="x" />
<meta name="store-name" content="x" />
<meta property="og:title" content="x" />
<meta property="og:description" content="x" />
<meta property="og:image" content="x" />
<meta property="og:url" content="/" />
<link rel="canonical" href="http://localhost:3000/" />
</head>
<body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
let t: TestApp;
let other: TestApp;
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), indexHtml);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(
    join(root, 'prerendered.json'),
    JSON.stringify({ [NOT_FOUND_PAGE_KEY]: '<main><h1>Oops! Page not found</h1></main>' }),
  );
  const config = { webDir, publicUrl: 'https://shop.example.com' };
  t = await createTestApp(config);
  other = await createTestApp(config, { database: t.database });
  admin = await createTestUser(t.app, { role: 'admin' });
  shopper = await createTestUser(t.app);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const api = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  adminApi(t, admin)(method, url, payload);

const productInput = (name: string, price: string) => ({
  name,
  description: 'A dragon for the freshness tests.',
  price,
  compareAtPrice: null,
  sku: `FR-${name.replace(/\W/g, '')}`,
  stock: 5,
  images: ['/images/a.svg'],
});

async function createProduct(name: string, price = '20.00') {
  const res = await api('POST', '/products', productInput(name, price));
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; slug: string; sku: string }>();
}

const offerOf = (html: string) => {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(json!) as {
    name: string;
    offers: { price: string; availability: string };
  };
  return { name: data.name, price: data.offers.price, availability: data.offers.availability };
};

const page = (app: TestApp, path: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: path, headers });

describe('a product page', () => {
  it('answers 304 to a visit with its ETag or its date, and says how it may be kept', async () => {
    const product = await createProduct('Freshness Etag Drake');
    const first = await page(t, `/shop/${product.slug}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const lastModified = String(first.headers['last-modified']);
    const again = await page(t, `/shop/${product.slug}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(
      (await page(t, `/shop/${product.slug}`, { 'if-modified-since': lastModified })).statusCode,
    ).toBe(304);
    // The other process made its own copy of the same HTML: the same ETag there too.
    expect((await page(other, `/shop/${product.slug}`, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
  });

  it('shows a new price and name on the very next request, in this process and the other', async () => {
    const product = await createProduct('Freshness Price Drake', '20.00');
    const path = `/shop/${product.slug}`;
    const before = await page(t, path);
    expect(offerOf(before.body).price).toBe('20.00');
    expect(offerOf((await page(other, path)).body).price).toBe('20.00');
    const saved = await api('PUT', `/products/${product.id}`, {
      ...productInput('Freshness Price Drake', '17.50'),
      sku: product.sku,
    });
    expect(saved.statusCode).toBe(200);
    for (const app of [t, other]) {
      const after = await page(app, path, { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(offerOf(after.body).price).toBe('17.50');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    }
    // A new name: the old address answers 301, the new page carries it at once everywhere.
    await api('PUT', `/products/${product.id}`, {
      ...productInput('Freshness Renamed Drake', '17.50'),
      sku: product.sku,
    });
    for (const app of [t, other]) {
      expect((await page(app, path)).statusCode).toBe(301);
      const renamed = await page(app, '/shop/freshness-renamed-drake');
      expect(offerOf(renamed.body).name).toBe('Freshness Renamed Drake');
    }
  });

  it('shows a stock change made as a checkout makes it within a second, in both processes', async () => {
    const product = await createProduct('Freshness Stock Drake');
    const path = `/shop/${product.slug}`;
    for (const app of [t, other])
      expect(offerOf((await page(app, path)).body).availability).toBe('https://schema.org/InStock');
    // Only the count moves, as an order's claim moves it: the catalogue's version does not.
    await t.app.db
      .update(productVariants)
      .set({ quantity: 0 })
      .where(eq(productVariants.productId, product.id));
    const changedAt = Date.now();
    for (const app of [t, other]) {
      await expect
        .poll(async () => offerOf((await page(app, path)).body).availability, {
          timeout: 2_000,
          interval: 50,
        })
        .toBe('https://schema.org/OutOfStock');
    }
    expect(Date.now() - changedAt).toBeLessThan(1_500);
  });

  it('carries the new store name on the next request after a Settings save, in both processes', async () => {
    const product = await createProduct('Freshness Settings Drake');
    const path = `/shop/${product.slug}`;
    for (const app of [t, other]) expect((await page(app, path)).body).toContain('Layerworks');
    const settings = (await api('GET', '/settings')).json<{ general: Record<string, unknown> }>();
    const saved = await api('PUT', '/settings', {
      ...settings,
      general: { ...settings.general, storeName: 'Freshness Forge' },
    });
    expect(saved.statusCode).toBe(200);
    try {
      for (const app of [t, other]) {
        const html = (await page(app, path)).body;
        expect(html).toContain('<meta name="store-name" content="Freshness Forge"');
        expect(html).toContain('Freshness Settings Drake · Freshness Forge');
      }
    } finally {
      await api('PUT', '/settings', settings);
    }
  });

  it('is the same for a signed-in shopper and an anonymous visitor: no visitor’s state in it', async () => {
    const product = await createProduct('Freshness Shared Drake');
    const path = `/shop/${product.slug}`;
    const anonymous = await page(t, path);
    const signedIn = await page(t, path, {
      authorization: shopper.authorization,
      cookie: 'refresh_token=abc; cart=%5B%7B%22id%22%3A%22x%22%7D%5D',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(signedIn.body).not.toContain(shopper.email);
    expect(String(signedIn.headers.vary)).toBe('accept-encoding');
  });
});

describe('/shop and the product list', () => {
  it('/shop, with or without a query string, answers 304 to a repeat visit and may be kept', async () => {
    for (const path of ['/shop', '/shop?category=dragons&q=glow']) {
      const first = await page(t, path);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const again = await page(t, path, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it('the other process lists a new price on the next request', async () => {
    const product = await createProduct('Freshness List Drake', '20.00');
    const priceIn = async (app: TestApp) =>
      (await page(app, '/api/products'))
        .json<{ id: string; price: string }[]>()
        .find((p) => p.id === product.id)?.price;
    expect(await priceIn(other)).toBe('20.00');
    await api('PUT', `/products/${product.id}`, {
      ...productInput('Freshness List Drake', '18.00'),
      sku: product.sku,
    });
    expect(await priceIn(other)).toBe('18.00');
  });
});

describe('the sitemap', () => {
  it('answers 304 while unchanged, and lists a new product on the next request in both processes', async () => {
    const first = await page(t, '/sitemap.xml');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(first.headers.etag);
    expect((await page(t, '/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await page(other, '/sitemap.xml')).statusCode).toBe(200);
    const product = await createProduct('Freshness Sitemap Drake');
    for (const app of [t, other]) {
      const after = await page(app, '/sitemap.xml', { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain(`/shop/${product.slug}`);
    }
  });
});
