import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const inlineScript = "document.documentElement.classList.add('dark')";
const webDir = mkdtempSync(join(tmpdir(), 'shop-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(
  join(webDir, 'index.html'),
  `<!doctype html><html><head><script>${inlineScript}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`,
);
writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  http = await createTestApp({ webDir, publicUrl: 'http://localhost:3000' });
  https = await createTestApp({ webDir, publicUrl: 'https://shop.example.com' });
});
afterAll(async () => {
  await Promise.all([http?.close(), https?.close()]);
  rmSync(webDir, { recursive: true, force: true });
});

/** Every kind of answer: the page, an SPA route, a hashed asset, API success, API 4xx. */
const answers = [
  { what: 'the page', url: '/' },
  { what: 'an SPA route', url: '/shop' },
  { what: 'a static asset', url: '/assets/app.js' },
  { what: 'an API answer', url: '/api/health' },
  { what: 'an API 404', url: '/api/nope' },
];

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('served security headers', () => {
  it.each(answers)(
    '$what carries a strict CSP, nosniff, a referrer policy and no framing',
    async ({ url }) => {
      const res = await http.app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src')).toBeDefined();
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it("allows the page's own inline script by its hash only", async () => {
    const res = await http.app.inject({ method: 'GET', url: '/' });
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(directives(String(res.headers['content-security-policy'])).get('script-src')).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ]);
  });

  it.each(answers)(
    '$what sends HSTS (and upgrades requests) when PUBLIC_URL is https',
    async ({ url }) => {
      const res = await https.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(
        directives(String(res.headers['content-security-policy'])).has('upgrade-insecure-requests'),
      ).toBe(true);
    },
  );
});
