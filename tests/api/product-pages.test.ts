import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '#core/catalog/product-slug';
import { queryRows } from '../../src/db/query-rows';
import { products, productVariants } from '../../src/db/schema/catalog';
import type { ProductPage } from '#core/catalog/product-page';
import { NOT_FOUND_PAGE_KEY } from '../../src/core/site/not-found-page';
import { createTestApp, type TestApp } from '../support/test-app';
import { adminApi, createTestUser, type TestUser } from '../support/test-users';

/**
 * Decision 128: a product's page at /shop/<slug>. A built web app in miniature
 * (index.html and the prerendered pages), as in site-not-found.test.ts; no server-side renderer,
 * so the page's HTML holds what the server itself writes: title, meta tags and JSON-LD.
 */
const root = mkdtempSync(join(tmpdir(), 'shop-dist-'));
const webDir = join(root, 'web');
const indexHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Shop</title>
<meta name="description" content="x" />
<meta property="og:title" content="x" />
<meta property="og:description" content="x" />
<meta property="og:image" content="x" />
<meta property="og:url" content="/" />
<link rel="canonical" href="http://localhost:3000/" />
<script>document.documentElement.dataset.theme='dark'</script></head>
<body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), indexHtml);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(
    join(root, 'prerendered.json'),
    JSON.stringify({ [NOT_FOUND_PAGE_KEY]: '<main><h1>Oops! Page not found</h1></main>' }),
  );
  t = await createTestApp({ webDir, publicUrl: 'https://shop.example.com' });
  admin = await createTestUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const api = (method: 'POST' | 'PUT', url: string, payload: object) =>
  adminApi(t, admin)(method, url, payload);
const bySlug = (slug: string) => t.app.inject(`/api/products/by-slug/${slug}`);

const productInput = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'A dragon that glows </script><script>alert(1)</script> all night.',
  price: '24.50',
  compareAtPrice: '30.00',
  sku: `PP-${Math.random().toString(36).slice(2, 10)}`,
  stock: 3,
  images: ['/images/a.svg', '/images/b.svg'],
  ...extra,
});

async function createProduct(name: string, extra: Record<string, unknown> = {}) {
  const res = await api('POST', '/products', productInput(name, extra));
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; slug: string; sku: string }>();
}

describe('product slugs', () => {
  it('are made from the name, unique with -2, -3', async () => {
    const first = await createProduct('Nebula Glow Dragon!');
    const second = await createProduct('Nebula  glow dragon');
    const third = await createProduct('Nébula Glow Dragon');
    expect([first.slug, second.slug, third.slug]).toEqual([
      'nebula-glow-dragon',
      'nebula-glow-dragon-2',
      'nebula-glow-dragon-3',
    ]);
  });

  it('an admin may choose one; a slug in use or malformed is refused', async () => {
    const own = await createProduct('Plain Name', { slug: 'my-own-slug' });
    expect(own.slug).toBe('my-own-slug');
    const taken = await api('POST', '/products', productInput('Other', { slug: 'my-own-slug' }));
    expect(taken.statusCode).toBe(409);
    const bad = await api('POST', '/products', productInput('Other', { slug: 'Not A Slug' }));
    expect(bad.statusCode).toBe(400);
  });
});

describe('migration 0018', () => {
  it('makes the same slugs in SQL as core slugify does (the backfill and the trigger)', async () => {
    const names = [
      'Aurora Crystal Dragon',
      '  Crème Brûlée   Dragon! ',
      "Dragon's Egg (Large) #2",
      'ÅNGSTRÖM_über--Spinner',
      '龍',
      '---',
      'x'.repeat(200),
    ];
    for (const name of names) {
      const rows = await queryRows<{ slug: string }>(
        t.app.db,
        sql`select product_slug_base(${name}) as slug`,
      );
      expect(rows[0]?.slug, name).toBe(slugify(name));
    }
  });

  it('gives a row inserted without a slug its name’s, de-duplicated', async () => {
    await createProduct('Trigger Made Dragon');
    const [row] = await t.app.db
      .insert(products)
      .values({ name: 'Trigger Made Dragon', price: '1.00', sku: 'TRIGGER-1' })
      .returning({ id: products.id, slug: products.slug });
    await t.app.db
      .update(productVariants)
      .set({ quantity: 1 })
      .where(eq(productVariants.productId, row!.id));
    expect(row!.slug).toBe('trigger-made-dragon-2');
  });
});

describe('GET /api/products/by-slug/:slug', () => {
  it('answers the product with every image, its details and related products', async () => {
    const product = await createProduct('Slug Page Wyrm');
    const res = await bySlug(product.slug);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ProductPage>();
    expect(page.product).toMatchObject({
      id: product.id,
      name: 'Slug Page Wyrm',
      slug: 'slug-page-wyrm',
      price: '24.50',
      compareAtPrice: '30.00',
      images: ['/images/a.svg', '/images/b.svg'],
      quantity: 3,
      sku: product.sku,
    });
    expect(page.product.description).toContain('glows');
    expect(Date.parse(page.product.updatedAt)).not.toBeNaN();
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.related.length).toBeLessThanOrEqual(4);
    expect(page.related.map((p) => p.id)).not.toContain(product.id);
  });

  it('lists related products of the same category first', async () => {
    const categories = (await t.app.inject('/api/categories')).json<
      { id: string; name: string }[]
    >();
    const category = categories[0]!;
    const product = await createProduct('Category Kin Dragon', { categoryId: category.id });
    const page = (await bySlug(product.slug)).json<ProductPage>();
    expect(page.related[0]?.category).toBe(category.name);
  });

  it('answers a former slug of a renamed product with where it lives now', async () => {
    const product = await createProduct('Before Rename Serpent');
    const renamed = await api('PUT', `/products/${product.id}`, {
      ...productInput('After Rename Serpent'),
      sku: product.sku,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ slug: string }>().slug).toBe('after-rename-serpent');
    const old = await bySlug('before-rename-serpent');
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({ redirectTo: '/shop/after-rename-serpent' });
    expect((await bySlug('after-rename-serpent')).json<ProductPage>().product.id).toBe(product.id);
    // Renamed again, both former slugs lead to the newest; renamed back, the slug is its own again.
    await api('PUT', `/products/${product.id}`, {
      ...productInput('Third Name Serpent'),
      sku: product.sku,
    });
    expect((await bySlug('before-rename-serpent')).json()).toEqual({
      redirectTo: '/shop/third-name-serpent',
    });
    await api('PUT', `/products/${product.id}`, {
      ...productInput('Before Rename Serpent'),
      sku: product.sku,
    });
    expect((await bySlug('before-rename-serpent')).json<ProductPage>().product.id).toBe(product.id);
    expect((await bySlug('third-name-serpent')).json()).toEqual({
      redirectTo: '/shop/before-rename-serpent',
    });
  });

  it('answers 404 JSON for an unknown slug, a malformed one and an inactive product', async () => {
    const hidden = await createProduct('Hidden Slug Gecko', { isActive: false });
    for (const slug of ['no-such-product', 'Not%20A%20Slug', hidden.slug]) {
      const res = await bySlug(slug);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });
});

describe('the page /shop/<slug>', () => {
  const jsonLdOf = (html: string) => {
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ];
    expect(scripts).toHaveLength(1);
    return JSON.parse(scripts[0]![1]!) as Record<string, unknown> & {
      offers: Record<string, unknown>;
    };
  };

  it('holds the product in its HTML: title, description, canonical URL, og:image and JSON-LD', async () => {
    const product = await createProduct('Html Page Drake');
    const res = await t.app.inject(`/shop/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Html Page Drake · Layerworks 3D</title>');
    expect(html).toContain('<meta name="description" content="A dragon that glows');
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example.com/shop/html-page-drake"',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example.com/images/a.svg"',
    );
    expect(html).not.toContain('noindex');
    // The description's </script><script>alert(1) stays inside the JSON-LD element, as text.
    expect(html).not.toContain('<script>alert(1)');
    const data = jsonLdOf(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Html Page Drake',
      sku: product.sku,
      url: 'https://shop.example.com/shop/html-page-drake',
      image: ['https://shop.example.com/images/a.svg', 'https://shop.example.com/images/b.svg'],
      offers: {
        '@type': 'Offer',
        price: '24.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        sku: product.sku,
      },
    });
    expect(data.description).toContain('</script><script>alert(1)</script>');
    // The same page behind a trailing slash names the one canonical URL.
    const slashed = await t.app.inject(`/shop/${product.slug}/`);
    expect(slashed.statusCode).toBe(200);
    expect(slashed.body).toContain('href="https://shop.example.com/shop/html-page-drake"');
  });

  it('says OutOfStock in the JSON-LD of a sold-out product', async () => {
    const product = await createProduct('Sold Out Page Drake', { stock: 0 });
    const data = jsonLdOf((await t.app.inject(`/shop/${product.slug}`)).body);
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('answers a renamed product’s former slug with 301 to its page, query kept', async () => {
    const product = await createProduct('Old Page Name');
    await api('PUT', `/products/${product.id}`, {
      ...productInput('New Page Name'),
      sku: product.sku,
    });
    const res = await t.app.inject('/shop/old-page-name?ref=mail');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/shop/new-page-name?ref=mail');
    expect((await t.app.inject('/shop/new-page-name')).statusCode).toBe(200);
  });

  it('answers an unknown slug, and an inactive product, with 404 and the not-found page', async () => {
    const hidden = await createProduct('Hidden Page Gecko', { isActive: false });
    for (const url of [
      '/shop/no-such-product',
      '/shop/Not-A-Slug',
      `/shop/${'a'.repeat(300)}`,
      `/shop/${hidden.slug}`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url.slice(0, 40)).toBe(404);
      expect(res.body).toContain('Oops! Page not found');
      expect(res.body).not.toContain('application/ld+json');
    }
  });
});

describe('sitemap.xml', () => {
  it('lists every active product’s page with the day it last changed, and no inactive one', async () => {
    const product = await createProduct('Sitemap Listed Wyrm');
    const hidden = await createProduct('Sitemap Hidden Wyrm', { isActive: false });
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const updatedAt = (await bySlug(product.slug)).json<ProductPage>().product.updatedAt;
    expect(res.body).toContain(
      `<url><loc>https://shop.example.com/shop/sitemap-listed-wyrm</loc><lastmod>${updatedAt.slice(0, 10)}</lastmod></url>`,
    );
    expect(res.body).toContain('<loc>https://shop.example.com/shop</loc>');
    expect(res.body).not.toContain(hidden.slug);
    // A rename is in the next sitemap: the new page, not the former slug.
    await api('PUT', `/products/${product.id}`, {
      ...productInput('Sitemap Renamed Wyrm'),
      sku: product.sku,
    });
    const after = (await t.app.inject('/sitemap.xml')).body;
    expect(after).toContain('/shop/sitemap-renamed-wyrm</loc>');
    expect(after).not.toContain('/shop/sitemap-listed-wyrm<');
    expect((await t.app.inject('/sitemaps/1.xml')).statusCode).toBe(404);
  });
});
