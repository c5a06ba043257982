/**
 * `npm run bench`: builds the site, then measures the shop the way its users and its server
 * feel it, all in one run, and prints one table (also written to bench/results.md).
 * `npm run bench -- --sections=bundle,lighthouse` runs only those sections (of bundle, start,
 * lists, api, checkout, lighthouse, hydration, pages, stl, slicer, ops) and replaces only their rows in bench/results.md.
 * `--paths=/,/shop` limits the browser sections (lighthouse, hydration) to those pages, and
 * `--rounds=1` the hydration section's rounds, to iterate on one page quickly; the committed rows
 * are of every page and 3 rounds.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { LIST_BUDGET_MS, measureAdminOrdersPage } from './admin-orders-page';
import { BOARD_BUDGET_MS, BOARD_JOBS, measureProductionBoard } from './production-board';
import { measureApiFloor } from './api-floor';
import { measureCheckout, type CheckoutResult } from './checkout';
import { measureOperations } from './operations';
import { createBenchFixtures, readStock } from './lib/bench-fixtures';
import { adminAssets, BUDGET, formatKb, group, initialAssets } from './lib/bundle-graph';
import { measureDependencyCosts, type DependencyCost } from './lib/dependency-costs';
import {
  existingDecisionFigures,
  existingDependencyTable,
  mergeRows,
  parseRows,
  renderDependencyTable,
  SECTIONS,
  type Section,
} from './lib/results-file';
import { prepareDatabase, type Engine } from './lib/engines';
import { findProductListPath } from './lib/find-endpoint';
import { startServerProcess } from './lib/server-process';
import { renderTable, type Row } from './lib/table';
import { runLighthouse } from './lighthouse';
import { CATALOGUE_SIZE, measureProductPages } from './product-pages';
import { hydrationSection } from './hydration/hydration-section';
import { productPagePath } from '#core/catalog/product-path';
import { describeUnderAttack, measureGeometryUnderAttack } from './geometry-under-attack';
import { describeStlResult, measureStlBenchmark } from './measure-stl';
import {
  errorSummary,
  measureLoopWhileSlicing,
  measureSlicerCorpus,
  renderCorpusTable,
} from './measure-slicer';

const distDir = resolve('dist/web');
const rows: Row[] = [];
const add = (row: Row) => {
  rows.push(row);
  console.log(`  ${row.section} · ${row.measure}: ${row.value}`);
};
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const sectionsArg = process.argv
  .find((arg) => arg.startsWith('--sections='))
  ?.slice('--sections='.length);
const only = sectionsArg ? new Set(sectionsArg.split(',') as Section[]) : null;
for (const section of only ?? [])
  if (!SECTIONS.includes(section))
    throw new Error(`unknown section ${section}; one of ${SECTIONS.join(', ')}`);
const wants = (section: Section) => !only || only.has(section);
const argOf = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const onlyPaths = argOf('paths')?.split(',');
const hydrationRounds = Number(argOf('rounds') ?? 3);

const loadAtStart = loadavg()[0]!;
console.log('Building the web app…');
execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });

// 3. Bundle: what `/` loads before it runs, and the admin area's own chunks.
let dependencies: DependencyCost[] = [];
const initial = group(distDir, initialAssets(distDir));
const admin = group(distDir, adminAssets(distDir));
const adminInInitial = initial.js.some((a) => admin.js.some((b) => b.file === a.file));
if (wants('bundle')) {
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
  console.log('Measuring what each dependency costs `/`…');
  dependencies = await measureDependencyCosts();
}

const engines: Engine[] = ['start', 'api', 'checkout'].some((s) => wants(s as Section))
  ? ['pglite', 'postgres']
  : wants('lighthouse') || wants('hydration')
    ? ['pglite']
    : [];
for (const engine of engines) {
  console.log(`\n${engine}: preparing a migrated, seeded database…`);
  const database = await prepareDatabase(engine, distDir);
  try {
    const fixtures = await createBenchFixtures(database.env, 20);
    // 5. Start: process start → /api/health 200 on the existing database (median of 3).
    const starts: number[] = [];
    for (let i = 0; i < (wants('start') ? 3 : 0); i += 1) {
      const probe = await startServerProcess(database.env);
      starts.push(probe.readyMs);
      await probe.stop();
    }
    starts.sort((a, b) => a - b);
    if (wants('start'))
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
      if (wants('api')) {
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
      }

      // 2. Checkout throughput.
      checkout = wants('checkout') ? await measureCheckout(server.url, fixtures) : null;
      if (checkout) {
        add({
          section: 'Checkout',
          measure: `20 clients 10 s (${engine})`,
          value: `${checkout.ordersPerSecond.toFixed(1)} orders/s, p50 ${ms(checkout.p50)}, p99 ${ms(checkout.p99)}; ${checkout.orders} placed, ${checkout.soldOut} refused as sold out, ${checkout.failures} failed`,
          target: 'no failures',
          ok: checkout.failures === 0,
        });
      } else if (wants('checkout')) {
        add({
          section: 'Checkout',
          measure: `orders/s (${engine})`,
          value: 'not measured: no order API on this branch yet',
          target: '—',
          ok: null,
        });
      }

      // 4. Lighthouse on the default install (PGlite).
      if (engine === 'pglite' && wants('lighthouse'))
        await lighthouseSection(server.url, await pagePaths(server.url));
      // 4b. First paint → app ready against the React floor.
      if (engine === 'pglite' && wants('hydration'))
        for (const row of await hydrationSection(
          server.url,
          await pagePaths(server.url),
          hydrationRounds,
        ))
          add(row);
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
}

/** The public routes the browser benches visit (/custom once its pages are in the build). */
function publicPaths(): string[] {
  const hasCustomPages = readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8').includes(
    'features/custom-prints/',
  );
  const all = [
    '/',
    '/products',
    '/shop',
    '/about',
    '/contact',
    ...(hasCustomPages ? ['/custom'] : []),
  ];
  return onlyPaths ? all.filter((path) => onlyPaths.includes(path)) : all;
}

/** A product page (decision 128): the first product's, `/shop/<slug>`. */
async function productPagePathOf(serverUrl: string): Promise<string> {
  const answer = (await (await fetch(`${serverUrl}/api/products`)).json()) as
    { items?: { slug: string }[] } | { slug: string }[];
  const items = Array.isArray(answer) ? answer : (answer.items ?? []);
  if (!items[0]) throw new Error('no product to measure a product page with');
  return productPagePath(items[0].slug);
}

/** The public routes and one product page, as `--paths` limits them. */
async function pagePaths(serverUrl: string): Promise<string[]> {
  return [...publicPaths(), await productPagePathOf(serverUrl)].filter(
    (path) => !onlyPaths || onlyPaths.includes(path),
  );
}

async function lighthouseSection(serverUrl: string, pages: string[]) {
  // Decision 063: the median of three runs per page; the rounds are interleaved so a burst of other
  // work on the machine does not land on all three runs of one page.
  console.log('\nLighthouse (mobile), 3 rounds…');
  const rounds: Awaited<ReturnType<typeof runLighthouse>>[] = [];
  for (let round = 0; round < 3; round += 1) rounds.push(await runLighthouse(serverUrl, pages));
  const results = pages.map((path) => {
    const runs = rounds
      .map((round) => round.find((r) => r.path === path)!)
      .sort((a, b) => a.performance - b.performance);
    return { median: runs[1]!, all: runs.map((r) => r.performance) };
  });
  for (const { median: r, all } of results) {
    const ok =
      r.performance >= 97 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100;
    add({
      section: 'Lighthouse',
      measure: `${r.path} (median of 3)`,
      value: `perf ${r.performance} (runs ${all.join(', ')}) · a11y ${r.accessibility} · best ${r.bestPractices} · SEO ${r.seo} · FCP ${ms(r.fcpMs)} · LCP ${ms(r.lcpMs)} · TBT ${ms(r.tbtMs)} · CLS ${r.cls}${r.failing.length ? ` · failing: ${r.failing.join(', ')}` : ''}`,
      target: '≥97 · 100 · 100 · 100',
      ok,
    });
  }
  const home = results.find((r) => r.median.path === '/')?.median;
  if (home) {
    const loaded = group(
      distDir,
      home.assets
        .filter((p) => p.startsWith('/assets/') && existsSync(resolve(distDir, p.slice(1))))
        .map((p) => p.slice(1)),
    );
    const adminLoaded = rounds
      .flat()
      .some((r) => r.assets.some((p) => admin.js.some((a) => `/${a.file}` === p)));
    add({
      section: 'Lighthouse',
      measure: '`/` JS+CSS Chrome actually fetched (gzip)',
      value: `${formatKb(loaded.jsGzip)} JS + ${formatKb(loaded.cssGzip)} CSS`,
      target: `≤ ${formatKb(BUDGET.publicJsGzip)} JS`,
      ok: loaded.jsGzip <= BUDGET.publicJsGzip,
    });
    add({
      section: 'Lighthouse',
      measure: 'admin chunks fetched by any public page',
      value: adminLoaded ? 'yes' : 'none',
      target: 'none',
      ok: !adminLoaded,
    });
  }
}

// The admin orders page of a shop with 100,000 orders (its own generated database, per engine).
// The load average is in the row: the p99 of single requests moves most with other work on the machine.
if (wants('lists')) {
  for (const engine of ['pglite', 'postgres'] as Engine[]) {
    console.log(`\n${engine}: generating a shop with 100,000 orders for the admin list…`);
    const list = await measureAdminOrdersPage(engine, distDir, 100_000);
    add({
      section: 'Admin lists',
      measure: `orders page at ${list.shop.orders.toLocaleString('en-US')} orders (${engine}), pages 1–40, ${list.pages.requests} requests`,
      value: `p50 ${ms(list.pages.p50)}, p99 ${ms(list.pages.p99)} (load average ${loadavg()[0]!.toFixed(1)})`,
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
    console.log(`\n${engine}: a production board of 2,000 jobs and 20 printers…`);
    const board = await measureProductionBoard(engine, distDir);
    add({
      section: 'Admin lists',
      measure: `production board at ${BOARD_JOBS.toLocaleString('en-US')} jobs and ${board.printers} printers (${engine}), ${board.requests} requests`,
      value: `p50 ${ms(board.p50)}, p99 ${ms(board.p99)} = ${(board.p99 / BOARD_BUDGET_MS).toFixed(2)} of the budget, ${board.jobs} cards in ${Math.round(board.bytes / 1024)} KB; ${(board.p99 / board.ordersPage.p99).toFixed(1)}× the orders page's p99 (${ms(board.ordersPage.p99)}) timed between them (load average ${loadavg()[0]!.toFixed(1)})`,
      target: `p99 < ${BOARD_BUDGET_MS} ms`,
      ok: board.p99 < BOARD_BUDGET_MS,
    });
  }
}

// Product pages over a 10,000-product catalogue, beside the prerendered `/` of the same process.
if (wants('pages')) {
  for (const engine of ['pglite', 'postgres'] as Engine[]) {
    console.log(`\n${engine}: product pages over a ${CATALOGUE_SIZE}-product catalogue…`);
    const load = await measureProductPages(engine, distDir);
    const floor = load.home.rps;
    const ratio = load.hot.rps / floor;
    add({
      section: 'Product pages',
      measure: `prerendered \`/\`, the floor (${engine}), 50 conn 8 s`,
      value: `${Math.round(floor)} req/s, p50 ${ms(load.home.p50)}, p99 ${ms(load.home.p99)}; ${load.home.failures} wrong or failed`,
      target: 'no failures (measured)',
      ok: load.home.failures === 0,
    });
    add({
      section: 'Product pages',
      measure: `one product page asked for over and over (${engine}), 50 conn 8 s`,
      value: `${Math.round(load.hot.rps)} req/s = ${ratio.toFixed(2)} of \`/\`, p50 ${ms(load.hot.p50)}, p99 ${ms(load.hot.p99)}; ${load.hot.failures} wrong or failed`,
      target: '≥ 0.50 of `/`, p99 < 50 ms',
      ok: ratio >= 0.5 && load.hot.p99 < 50 && load.hot.failures === 0,
    });
    add({
      section: 'Product pages',
      measure: `crawl of ${load.pages} pages of ${load.products.toLocaleString('en-US')} products, each rendered fresh (${engine}), 20 conn 8 s`,
      value: `p50 ${ms(load.crawl.p50)}, p99 ${ms(load.crawl.p99)}; ${Math.round(load.crawl.rps)} pages/s, ${load.crawl.cpuMsPerPage.toFixed(1)} ms CPU a page, ${load.crawl.requests} answered, ${load.crawl.failures} wrong or failed (load average ${loadavg()[0]!.toFixed(1)})`,
      target: 'p99 < 250 ms, no failures',
      ok: load.crawl.p99 < 250 && load.crawl.failures === 0,
    });
  }
}

// Custom prints: parse + measure of a 1,000,000-triangle binary STL (target: under 1 s).
if (wants('stl')) {
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
    target: 'event loop p99 < 100 ms',
    ok: attack.loopP99Ms < 100,
  });
}

// Slicer: the heuristic against the real slicer over a generated corpus.
let corpusTable: string | null = null;
if (wants('slicer')) {
  const corpus = await measureSlicerCorpus();
  const grams = errorSummary(corpus.rows, (r) => [r.estimateGrams, r.slicedGrams]);
  const hours = errorSummary(corpus.rows, (r) => [r.estimateHours, r.slicedHours]);
  corpusTable = renderCorpusTable(corpus);
  add({
    section: 'Slicer',
    measure: `heuristic vs sliced, ${corpus.rows.length} models (decision 123)`,
    value: `grams: median error ${grams.median.toFixed(0)} %, worst ${grams.worst.toFixed(0)} %; hours: median ${hours.median.toFixed(0)} %, worst ${hours.worst.toFixed(0)} %`,
    target: 'measured (the slice prices)',
    ok: true,
  });
  add({
    section: 'Slicer',
    measure: 'one sandboxed slice',
    value: `p50 ${ms(corpus.p50)}, p95 ${ms(corpus.p95)} (${corpus.slices} runs)`,
    target: '< 120 s (the wall clock)',
    ok: corpus.p95 < 120_000,
  });
  const loop = await measureLoopWhileSlicing();
  add({
    section: 'Slicer',
    measure: 'four models slice at once',
    value: `event loop p99 ${ms(loop.p99Ms)}, max ${ms(loop.maxMs)}; all four in ${ms(loop.wallMs)}`,
    target: 'event loop < 100 ms',
    ok: loop.maxMs < 100,
  });
}

// Operations: backup and /metrics at 100,000 orders, checkout vs pgbench.
if (wants('ops')) await measureOperations(add);

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
const ran = only ? [...only] : [...SECTIONS];
const previous = existsSync('bench/results.md') ? readFileSync('bench/results.md', 'utf8') : '';
const partial = only
  ? ` This run measured only ${ran.join(', ')} (\`--sections\`); the other rows are from the last run that measured them.`
  : '';
const header = `# Benchmark results\n\nOne run of \`npm run bench\` on commit ${commit}, ${new Date().toISOString().slice(0, 16)}Z: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}. Server in its own process (LOG_LEVEL=warn), load generator and bare floor in others, same machine. Load average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${loadavg()[0]!.toFixed(1)}: other work on the machine slows every figure here.${partial}\n\n`;
const table = renderTable(only ? mergeRows(parseRows(previous), rows, ran) : rows);
const dependencyTable = wants('bundle')
  ? renderDependencyTable(dependencies, initial.jsGzip)
  : existingDependencyTable(previous);
const kept = existingDecisionFigures(previous);
const corpusHeading = '## Figures quoted by decision 123';
const decisionFigures = corpusTable
  ? `${(kept ?? '').split(corpusHeading)[0]!.trimEnd()}\n\n${corpusHeading} (measured ${new Date().toISOString().slice(0, 10)})\n\n${corpusTable}`.trim()
  : kept;
writeFileSync(
  'bench/results.md',
  `${header}${table}\n${dependencyTable ? `\n${dependencyTable}\n` : ''}${decisionFigures ? `\n${decisionFigures}\n` : ''}`,
);
console.log(`\n${table}\n\nWritten to bench/results.md`);
