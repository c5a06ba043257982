import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_POLICIES, MAX_POLICY_CHARS } from '#core/settings/shop-policies';
import { NOT_FOUND_PAGE_KEY } from '../../src/core/site/not-found-page';
import { createTestApp, type TestApp } from '../support/test-app';
import { adminApi, createTestUser, type TestUser } from '../support/test-users';

/**
 * Decision 173: the shop's policies, saved in Settings and served at /policies/<kind>. A built
 * web app in miniature with a server-side renderer that writes the policy text it was given (as
 * src/web/prerender.tsx does), so the test reads what the server serves after a save.
 */
const root = mkdtempSync(join(tmpdir(), 'shop-policies-'));
const webDir = join(root, 'web');
const indexHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Shop</title>
<meta name="description" content="x" />
<meta property="og:title" content="x" />
<meta property="og:description" content="x" />
<meta property="og:image" content="x" />
<meta property="og:url" content="/" />
<link rel="canonical" href="http://localhost:3000/" />
</head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
// The renderer's contract (core/site/live-page.ts): the page's public answers in, its markup out.
const renderer = `
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const pageDataUrls = (path) =>
  path.startsWith('/policies/') ? ['/api/settings/policies'] : [];
export async function renderLivePage(path, _origin, _store, answers, at) {
  const kind = path.slice('/policies/'.length);
  const answer = answers['/api/settings/policies'];
  return {
    html: '<article data-kind="' + kind + '">' + escape(answer[kind]) + '</article>',
    data: JSON.stringify({ queries: [[['store', 'policies'], answer, at]] }),
    classMerges: '{}',
  };
}
`;

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  mkdirSync(join(root, 'ssr'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{"type":"module"}');
  writeFileSync(join(webDir, 'index.html'), indexHtml);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'ssr', 'prerender.js'), renderer);
  writeFileSync(
    join(root, 'prerendered.json'),
    JSON.stringify({ [NOT_FOUND_PAGE_KEY]: '<main><h1>Oops! Page not found</h1></main>' }),
  );
  t = await createTestApp({ webDir, publicUrl: 'https://shop.example.com' });
  admin = await createTestUser(t.app, { role: 'admin' });
  customer = await createTestUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const readPublic = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/settings/policies' });
  expect(response.statusCode).toBe(200);
  return response.json() as typeof DEFAULT_SHOP_POLICIES;
};

describe('shop policies', () => {
  it('answers the default texts before the owner saves any, to anyone', async () => {
    expect(await readPublic()).toEqual(DEFAULT_SHOP_POLICIES);
    const page = await t.app.inject({ method: 'GET', url: '/policies/refunds' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<article data-kind="refunds">Products from our catalogue');
  });

  it('saves what the owner writes, serves it on the page at once, escaped', async () => {
    const next = {
      ...DEFAULT_SHOP_POLICIES,
      refunds: 'Returns within 60 days.\n\n<script>alert(1)</script>',
      terms: 'Be kind.',
    };
    const saved = await adminApi(t, admin)('PUT', '/settings/policies', next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(next);
    expect((await adminApi(t, admin)('GET', '/settings/policies')).json()).toEqual(next);
    expect(await readPublic()).toEqual(next);

    const page = await t.app.inject({ method: 'GET', url: '/policies/refunds' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Returns within 60 days.');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const terms = await t.app.inject({ method: 'GET', url: '/policies/terms' });
    expect(terms.body).toContain('<article data-kind="terms">Be kind.</article>');
  });

  it('refuses an empty or oversized policy, and anyone but the owner', async () => {
    const empty = await adminApi(t, admin)('PUT', '/settings/policies', {
      ...DEFAULT_SHOP_POLICIES,
      privacy: '   ',
    });
    expect(empty.statusCode).toBe(400);
    const huge = await adminApi(t, admin)('PUT', '/settings/policies', {
      ...DEFAULT_SHOP_POLICIES,
      privacy: 'x'.repeat(MAX_POLICY_CHARS + 1),
    });
    expect(huge.statusCode).toBe(400);
    const notOwner = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/policies',
      headers: { authorization: customer.authorization },
      payload: DEFAULT_SHOP_POLICIES,
    });
    expect(notOwner.statusCode).toBe(403);
    expect((await readPublic()).privacy).toBe(DEFAULT_SHOP_POLICIES.privacy);
  });

  it('answers 404 for a policy that does not exist', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/policies/cookies' });
    expect(page.statusCode).toBe(404);
  });
});
