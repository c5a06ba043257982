import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../support/e2e-test';
import type { Browser } from '@playwright/test';
import { adminAssets, BUDGET, formatKb, group, initialAssets } from '../../bench/lib/bundle-graph';
import { LAZY_PAGES, manifestKeyOfPage, PAGE_CHUNKS_FILE } from '#core/site/lazy-pages';
import { COMPILE_HINT } from '../../scripts/vite-compile-hints';
import { PAGE_START_CHUNKS } from '../../scripts/vite-start-chunks';

/**
 * The public bundle budget (decision 063: `/` ≤ 130 KB of gzip JS with React 19; CSS and no
 * admin code), on the build the other browser tests use. Bytes only (gzip of the files on disk),
 * never timings: the same build always gives the same answer.
 */
const distDir = resolve('dist/web');
const PUBLIC_PAGES = ['/', '/products', '/shop', '/about', '/contact', '/auth', '/custom'];

/** Our scripts and stylesheets a first visit to `path` fetches while loading and settling. */
async function assetsFetchedBy(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
): Promise<string[]> {
  const context = await browser.newContext({ baseURL }); // empty cache: every file shows as a request
  try {
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname))
        files.add(url.pathname.slice(1));
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#main')).toBeVisible();
    return [...files];
  } finally {
    await context.close();
  }
}

test('what `/` loads before it is interactive stays within the public budget', async ({
  browser,
  baseURL,
}) => {
  const statically = group(distDir, initialAssets(distDir));
  const fetched = group(distDir, await assetsFetchedBy(browser, baseURL, '/'));
  const report = `index.html graph ${formatKb(statically.jsGzip)} JS; fetched by / ${formatKb(fetched.jsGzip)} JS + ${formatKb(fetched.cssGzip)} CSS (${fetched.js.map((a) => a.file).join(', ')})`;
  console.log(report);
  expect(fetched.js.length, 'the page ran no script of ours').toBeGreaterThan(0);
  expect(BUDGET.publicJsGzip).toBe(130 * 1024);
  expect(statically.jsGzip, report).toBeLessThanOrEqual(BUDGET.publicJsGzip);
  expect(fetched.jsGzip, report).toBeLessThanOrEqual(BUDGET.publicJsGzip);
  expect(fetched.cssGzip, report).toBeLessThanOrEqual(BUDGET.publicCssGzip);
});

// A test a page: the loop over every public page ran 28 s in CI, almost half the 60 s limit.
for (const path of PUBLIC_PAGES)
  test(`${path} never fetches admin code`, async ({ browser, baseURL }) => {
    const admin = adminAssets(distDir);
    expect(admin.length, 'the build has admin chunks to look for').toBeGreaterThan(0);
    const fetched = await assetsFetchedBy(browser, baseURL, path);
    expect(
      fetched.filter((file) => admin.includes(file)),
      `${path} fetched admin code`,
    ).toEqual([]);
  });

test('a first visit to a public page starts from six script files at most, compiled as they stream in (decisions 148, 149)', async ({
  request,
}) => {
  // Over a browser's six connections to one host, 14-26 small files were waves of requests
  // before the app could run; the start, the framework and one chunk per page are a handful.
  for (const path of [...PUBLIC_PAGES.filter((p) => p !== '/auth'), '/shop/abyssal-glow-serpent']) {
    const html = await (await request.get(path)).text();
    const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    const files = [...template.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(files.length, `${path}: ${files.join(' ')}`).toBeGreaterThan(0);
    expect(files.length, `${path}: ${files.join(' ')}`).toBeLessThanOrEqual(6);
    // The start's chunks as served (compressed): V8's compile hint on their first line.
    const started = files.filter((file) =>
      PAGE_START_CHUNKS.has(file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')),
    );
    expect(started.length, path).toBeGreaterThanOrEqual(2);
    for (const file of started) {
      const code = await (await request.get(file, { headers: { 'accept-encoding': 'br' } })).text();
      expect(code.split('\n')[0], file).toBe(COMPILE_HINT);
    }
  }
});

test('a lazy page opened from a link gets its chunk preloaded by the served HTML', async ({
  request,
}) => {
  const manifest = JSON.parse(
    readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const pageChunks = JSON.parse(readFileSync(resolve(distDir, PAGE_CHUNKS_FILE), 'utf8')) as Record<
    string,
    string
  >;
  const key = manifestKeyOfPage(manifest, pageChunks, LAZY_PAGES['/contact']!);
  const contactChunk = key && manifest[key]?.file;
  expect(contactChunk, 'the contact page is a lazy chunk of the build').toBeTruthy();
  const html = await (await request.get('/contact')).text();
  // Low priority, like the app's own scripts: the prerendered page paints without it (decision 054).
  expect(html).toContain(
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${contactChunk}">`,
  );
});

test('`/` runs on React 19 (react-dom/client), with no Preact in what it fetches', async ({
  browser,
  baseURL,
}) => {
  const fetched = await assetsFetchedBy(browser, baseURL, '/');
  const code = fetched
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(resolve(distDir, file), 'utf8'));
  // react-dom checks at start that it runs with the React of its own version.
  expect(
    code.some(
      (text) =>
        /version:`19\.\d+\.\d+`,renderer/.test(text) ||
        /version:"19\.\d+\.\d+",rendererPackageName/.test(text),
    ),
  ).toBe(true);
  expect(code.filter((text) => /preact|__PREACT/i.test(text))).toEqual([]);
});
