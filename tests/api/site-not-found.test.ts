import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE_KEY } from '../../src/core/site/not-found-page';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A path the app has no route for answers 404 with the not-found page, not a soft 200
 * that search engines index. A built web app in miniature: index.html and, beside it, the
 * prerendered pages (dist/web and dist/prerendered.json).
 */
const root = mkdtempSync(join(tmpdir(), 'shop-dist-'));
const webDir = join(root, 'web');
const indexHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Shop</title>
<link rel="canonical" href="http://localhost:3000/" />
<meta property="og:url" content="/" />
<script>document.documentElement.dataset.theme='dark'</script></head>
<body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const HEADING = '<h1>Oops! Page not found</h1>';
const prerendered = {
  '/': '<main><h1>Home</h1></main>',
  [NOT_FOUND_PAGE_KEY]: `<main>${HEADING}<a href="/">Return to Home</a></main>`,
};
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), indexHtml);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'prerendered.json'), JSON.stringify(prerendered));
  t = await createTestApp({ webDir, publicUrl: 'https://shop.example.com' });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('paths the app has no route for', () => {
  it('answer 404 with the not-found page in the HTML, its title, noindex and no canonical URL', async () => {
    const csp = (await t.app.inject('/')).headers['content-security-policy'];
    for (const url of [
      '/no/such/page',
      '/no/such/page?x=1',
      '/shopping',
      '/shop/dragons',
      '/orders/123/items',
      '/admin/nope',
      '/admin/orders/1/items',
      '/wp-login.php',
      '/assets/missing-abc.js',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain(`<div id="root">${prerendered[NOT_FOUND_PAGE_KEY]}</div>`);
      expect(res.body, url).toContain('<title>Page not found · Layerworks 3D</title>');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).not.toMatch(/rel="canonical"|og:url/);
      // The app's scripts still load and run under the same CSP: the page hydrates.
      expect(res.body, url).toContain('src="/assets/app-abc123.js"');
      expect(res.headers['content-security-policy'], url).toBe(csp);
    }
  });

  it('answer the same 404 compressed, and to HEAD', async () => {
    const plain = await t.app.inject('/no/such/page');
    const br = await t.app.inject({ url: '/other', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(404);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect((await t.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
  });
});

describe('paths the app has a route for', () => {
  it('answer 200 with the app, static and dynamic routes alike', async () => {
    for (const url of [
      '/',
      '/products/',
      '/shop?category=Fidgets',
      '/checkout',
      '/orders',
      '/orders/quotes',
      '/orders/5b0c7e1a-0000-4000-8000-000000000001',
      '/auth/confirm?token=x',
      '/admin',
      '/admin/products/new',
      '/admin/products/9f3a',
      '/admin/orders/5b0c7e1a-0000-4000-8000-000000000001',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).not.toContain(HEADING);
    }
    expect((await t.app.inject('/')).body).toContain('<div id="root"><main><h1>Home</h1>');
  });

  it('include every page the sitemap lists, and robots.txt and the sitemap are served as before', async () => {
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>https:\/\/shop\.example\.com([^<]*)<\/loc>/g)];
    expect(locs.length).toBeGreaterThan(3);
    for (const [, path] of locs)
      expect((await t.app.inject(path ?? '')).statusCode, path).toBe(200);
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});

describe('API paths', () => {
  it('keep their JSON 404, as do other methods on unknown paths', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/no/such/page'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toMatchObject({ error: 'not_found' });
    }
  });
});
