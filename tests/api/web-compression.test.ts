import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_FILE } from '#core/site/lazy-pages';
import { createTestApp, type TestApp } from '../support/test-app';

/** The SPA's files go out compressed without the server compressing per request. */
const webDir = mkdtempSync(join(tmpdir(), 'shop-web-'));
const indexHtml = `<!doctype html><html lang="en"><head><title>Shop</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root">${'<p>x</p>'.repeat(200)}</div></body></html>`;
const script = `console.log(${JSON.stringify('dragon '.repeat(500))});`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), indexHtml);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(
    join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'features/site/pages/contact-page.tsx': {
        file: 'assets/contact-page-x1.js',
        imports: ['_form-x2.js', '_app.js'],
      },
      '_form-x2.js': { file: 'assets/form-x2.js', imports: ['_app.js'] },
      '_app.js': { file: 'assets/app-abc123.js' },
    }),
  );
  // Which chunk holds each lazy page, as the build writes it (decision 153).
  writeFileSync(
    join(webDir, PAGE_CHUNKS_FILE),
    JSON.stringify({ 'features/site/pages/contact-page.tsx': 'assets/contact-page-x1.js' }),
  );
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('compressed site files', () => {
  it('serves index.html as brotli, gzip or plain as the browser asks, for any page path', async () => {
    for (const url of ['/', '/shop', '/no/such/page']) {
      const plain = await t.app.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<p>x</p>'.repeat(200));
      for (let i = 0; i < 2; i += 1) {
        const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toContain('accept-encoding');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
        const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      }
    }
    // Each page keeps its own meta: the reuse is per path.
    expect((await t.app.inject('/shop')).body).not.toBe((await t.app.inject('/no/such/page')).body);
  });

  it('serves the precompressed twin of a hashed asset, cached for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('preload hints for lazy pages', () => {
  it("lets a first visit to a lazy page fetch its chunk with the app's script, not after it", async () => {
    const contact = (await t.app.inject('/contact')).body;
    // At low priority, behind the prerendered paint (decision 054), like the app's own script.
    expect(contact).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/contact-page-x1.js">',
    );
    expect(contact).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/form-x2.js">',
    );
    // Already loaded by index.html itself: no second hint.
    expect(contact).not.toMatch(/rel="modulepreload"[^>]*app-abc123\.js/);
    expect((await t.app.inject('/contact/')).body).toContain('contact-page-x1.js');
    for (const url of ['/', '/about', '/shop'])
      expect((await t.app.inject(url)).body).not.toContain('modulepreload');
  });
});
