/**
 * `npm run bench`: builds the site, then measures the shop the way its users and its server
 * feel it, all in one run, and prints one table (also written to bench/results.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { LIST_BUDGET_MS, measureAdminOrdersPage } from './admin-orders-page';
import { measureApiFloor } from './api-floor';
import { measureCheckout, type CheckoutResult } from './checkout';
import { measureOperations } from './operations';
import { createBenchFixtures, readStock } from './lib/bench-fixtures';
import { adminAssets, BUDGET, formatKb, group, initialAssets } from './lib/bundle-graph';
import { prepareDatabase, type Engine } from './lib/engines';
import { findProductListPath } from './lib/find-endpoint';
import { startServerProcess } from './lib/server-process';
import { renderTable, type Row } from './lib/table';
import { runLighthouse } from './lighthouse';
import { describeUnderAttack, measureGeometryUnderAttack } from './geometry-under-attack';
import { describeStlResult, measureStlBenchmark } from './measure-stl';

const distDir = resolve('dist/web');
const rows: Row[] = [];
const add = (row: Row) => {
  rows.push(row);
  console.log(`  ${row.section} · ${row.measure}: ${row.value}`);
};
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const loadAtStart = loadavg()[0]!;
console.log('Building the web app…');
execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });

// 3. Bundle: what `/` loads before it runs, and the admin area's own chunks.
const initial = group(distDir, initialAssets(distDir));
const admin = group(distDir, adminAssets(distDir));
const adminInInitial = initial.js.some((a) => admin.js.some((b) => b.file === a.file));
add({
  section: 'Bundle',
  measure: '`/` JS before interactive (gzip)',
  value: `${formatKb(initial.jsGzip)} in ${initial.js.length} files`,
  target: `≤ ${formatKb(BUDGET.publicJsGzip)}`,
  ok: initial.jsGzip <= BUDGET.publicJsGzip,
});
add({
  section: 'Bundle',
  measure: '`/` CSS (gzip)',
  value: formatKb(initial.cssGzip),
  target: `≤ ${formatKb(BUDGET.publicCssGzip)}`,
  ok: initial.cssGzip <= BUDGET.publicCssGzip,
});
add({
  section: 'Bundle',
  measure: 'admin chunks (gzip, lazy)',
  value: `${formatKb(admin.jsGzip + admin.cssGzip)} in ${admin.js.length + admin.css.length} files`,
  target: 'never on public pages',
  ok: !adminInInitial,
});

for (const engine of ['pglite', 'postgres'] as Engine[]) {
  console.log(`\n${engine}: preparing a migrated, seeded database…`);
  const database = await prepareDatabase(engine, distDir);
  try {
    const fixtures = await createBenchFixtures(database.env, 20);
    // 5. Start: process start → /api/health 200 on the existing database (median of 3).
    const starts: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const probe = await startServerProcess(database.env);
      starts.push(probe.readyMs);
      await probe.stop();
    }
    starts.sort((a, b) => a - b);
    add({
      section: 'Start',
      measure: `process start → /api/health 200 (${engine}, median of 3)`,
      value: ms(starts[1]!),
      target: '< 1000 ms (decision 014)',
      ok: starts[1]! < 1000,
    });

    const server = await startServerProcess(database.env);
    let checkout: CheckoutResult | null = null;
    try {
      // 1. API floor ratio.
      const endpoint = await findProductListPath(server.url);
      const floor = await measureApiFloor(server.url, endpoint.path);
      const label = endpoint.isProductList
        ? `GET ${endpoint.path}`
        : `GET ${endpoint.path} (stand-in: no product list API yet)`;
      const errors = floor.ours.errors + floor.ours.non2xx;
      add({
        section: 'API floor',
        measure: `${label} (${engine}), 50 conn 10 s`,
        value: `${Math.round(floor.ours.rps)} req/s vs bare ${Math.round(floor.bare.rps)} req/s = ${floor.ratio.toFixed(2)} (p99 ${floor.ours.p99} ms vs ${floor.bare.p99} ms, ${floor.bodyBytes} B body, ${errors} errors)`,
        target: '≥ 0.50',
        ok: floor.ratio >= 0.5 && errors === 0,
      });
      add({
        section: 'Memory',
        measure: `RSS after the API benchmark (${engine})`,
        value: mb(server.rssBytes()),
        target: '—',
        ok: null,
      });

      // 2. Checkout throughput.
      checkout = await measureCheckout(server.url, fixtures);
      if (checkout) {
        add({
          section: 'Checkout',
          measure: `20 clients 10 s (${engine})`,
          value: `${checkout.ordersPerSecond.toFixed(1)} orders/s, p50 ${ms(checkout.p50)}, p99 ${ms(checkout.p99)}; ${checkout.orders} placed, ${checkout.soldOut} refused as sold out, ${checkout.failures} failed`,
          target: 'no failures',
          ok: checkout.failures === 0,
        });
      } else {
        add({
          section: 'Checkout',
          measure: `orders/s (${engine})`,
          value: 'not measured: no order API on this branch yet',
          target: '—',
          ok: null,
        });
      }

      // 4. Lighthouse on the default install (PGlite).
      if (engine === 'pglite') await lighthouseSection(server.url);
    } finally {
      await server.stop();
    }
    if (checkout) {
      const atStart = fixtures.products.reduce((sum, p) => sum + p.stock, 0);
      const left = await readStock(
        database.env,
        fixtures.products.map((p) => p.id),
      );
      add({
        section: 'Checkout',
        measure: `stock sold + stock left = stock at start (${engine})`,
        value: `${checkout.sold} + ${left} = ${checkout.sold + left} vs ${atStart}`,
        target: 'equal',
        ok: checkout.sold + left === atStart,
      });
    }
  } finally {
    await database.dispose();
  }

  // Issue 16: the admin orders page of a shop with 100,000 orders (its own generated database).
  console.log(`\n${engine}: generating a shop with 100,000 orders for the admin list…`);
  const list = await measureAdminOrdersPage(engine, distDir, 100_000);
  add({
    section: 'Admin lists',
    measure: `orders page at ${list.shop.orders.toLocaleString('en-US')} orders (${engine}), pages 1–40, ${list.pages.requests} requests`,
    value: `p50 ${ms(list.pages.p50)}, p99 ${ms(list.pages.p99)}`,
    target: `p99 < ${LIST_BUDGET_MS} ms`,
    ok: list.pages.p99 < LIST_BUDGET_MS,
  });
  add({
    section: 'Admin lists',
    measure: `orders search / sort / filter at ${list.shop.orders.toLocaleString('en-US')} orders (${engine}), ${list.searches.requests} requests`,
    value: `p50 ${ms(list.searches.p50)}, p99 ${ms(list.searches.p99)} (shop generated in ${ms(list.shop.ms)})`,
    target: `p99 < ${LIST_BUDGET_MS} ms`,
    ok: list.searches.p99 < LIST_BUDGET_MS,
  });
}

async function lighthouseSection(serverUrl: string) {
  // /custom only once the custom-prints feature has pages in the build.
  const hasCustomPages = readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8').includes(
    'features/custom-prints/',
  );
  const pages = [
    '/',
    '/products',
    '/shop',
    '/about',
    '/contact',
    ...(hasCustomPages ? ['/custom'] : []),
  ];
  console.log('\nLighthouse (mobile)…');
  const results = await runLighthouse(serverUrl, pages);
  for (const r of results) {
    const ok =
      r.performance >= 95 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100;
    add({
      section: 'Lighthouse',
      measure: r.path,
      value: `perf ${r.performance} · a11y ${r.accessibility} · best ${r.bestPractices} · SEO ${r.seo} · FCP ${ms(r.fcpMs)} · LCP ${ms(r.lcpMs)} · TBT ${ms(r.tbtMs)} · CLS ${r.cls}${r.failing.length ? ` · failing: ${r.failing.join(', ')}` : ''}`,
      target: '≥95 · 100 · 100 · 100',
      ok,
    });
  }
  const home = results.find((r) => r.path === '/');
  if (home) {
    const loaded = group(
      distDir,
      home.assets
        .filter((p) => p.startsWith('/assets/') && existsSync(resolve(distDir, p.slice(1))))
        .map((p) => p.slice(1)),
    );
    const adminLoaded = results.some((r) =>
      r.assets.some((p) => admin.js.some((a) => `/${a.file}` === p)),
    );
    add({
      section: 'Bundle',
      measure: '`/` JS+CSS Chrome actually fetched (gzip)',
      value: `${formatKb(loaded.jsGzip)} JS + ${formatKb(loaded.cssGzip)} CSS`,
      target: `≤ ${formatKb(BUDGET.publicJsGzip)} JS`,
      ok: loaded.jsGzip <= BUDGET.publicJsGzip,
    });
    add({
      section: 'Bundle',
      measure: 'admin chunks fetched by any public page',
      value: adminLoaded ? 'yes' : 'none',
      target: 'none',
      ok: !adminLoaded,
    });
  }
}

// Custom prints: parse + measure of a 1,000,000-triangle binary STL (issue 7: under 1 s).
const stl = measureStlBenchmark();
add({
  section: 'Custom prints',
  measure: 'measure a 1,000,000-triangle STL',
  value: describeStlResult(stl),
  target: `< ${stl.limitMs} ms`,
  ok: stl.passed,
});
const attack = await measureGeometryUnderAttack();
add({
  section: 'Custom prints',
  measure: 'four worst-case models analysed at once (geometry pool)',
  value: describeUnderAttack(attack),
  target: 'event loop p99 < 100 ms (issue 13)',
  ok: attack.loopP99Ms < 100,
});

// Operations (issue 16): backup and /metrics at 100,000 orders, checkout vs pgbench.
await measureOperations(add);

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
const header = `# Benchmark results\n\nOne run of \`npm run bench\` on commit ${commit}, ${new Date().toISOString().slice(0, 16)}Z: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}. Server in its own process (LOG_LEVEL=warn), load generator and bare floor in others, same machine. Load average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${loadavg()[0]!.toFixed(1)}: other work on the machine slows every figure here.\n\n`;
const table = renderTable(rows);
writeFileSync('bench/results.md', `${header}${table}\n`);
console.log(`\n${table}\n\nWritten to bench/results.md`);
