import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../tests/support/chromium-args';

export type LighthouseResult = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint (simulated slow 4G, mid-range phone), ms. */
  lcpMs: number;
  /** First contentful paint, total blocking time (ms), cumulative layout shift. */
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts and stylesheets the page fetched, by URL path. */
  assets: string[];
  failing: string[];
};

export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse 12 with its default (mobile, simulated throttling) settings, one page at a time,
 * each in a fresh Chrome (a reused one sometimes loses the navigation in its trace on a busy
 * machine); a run that ends in a runtime error is retried once.
 */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const path of paths) {
    let result = await auditOnce(`${baseUrl}${path}`, path);
    if (result.failing.some((f) => f.startsWith('runtime error')))
      result = await auditOnce(`${baseUrl}${path}`, path);
    results.push(result);
  }
  return results;
}

async function auditOnce(url: string, path: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!runner) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = runner;
    const c = lhr.categories;
    const runtimeError = (lhr as { runtimeError?: { code: string } }).runtimeError;
    const failing = runtimeError ? [`runtime error ${runtimeError.code}`] : [];
    for (const audit of Object.values(lhr.audits)) {
      if (
        audit.score === null ||
        audit.score >= 1 ||
        !['binary', 'numeric'].includes(audit.scoreDisplayMode) ||
        !isCounted(lhr, audit.id)
      )
        continue;
      // Name what a binary audit found (e.g. which browser issue), not only that it failed.
      const items =
        (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      const found =
        audit.scoreDisplayMode === 'binary'
          ? items.map((i) => String(i.issueType ?? i.description ?? i.source ?? '')).filter(Boolean)
          : [];
      failing.push(
        found.length ? `${audit.id} (${[...new Set(found)].join('; ').slice(0, 120)})` : audit.id,
      );
    }
    const requests =
      (
        lhr.audits['network-requests']?.details as
          { items?: { url: string; resourceType?: string }[] } | undefined
      )?.items ?? [];
    return {
      path,
      performance: score(c.performance?.score),
      accessibility: score(c.accessibility?.score),
      bestPractices: score(c['best-practices']?.score),
      seo: score(c.seo?.score),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
      assets: requests
        .filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet')
        .map((r) => new URL(r.url).pathname),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** Audits that weigh on one of the four scores (diagnostics with weight 0 are left out). */
function isCounted(
  lhr: { categories: Record<string, { auditRefs: { id: string; weight: number }[] }> },
  id: string,
): boolean {
  return Object.values(lhr.categories).some((category) =>
    category.auditRefs.some((ref) => ref.id === id && ref.weight > 0),
  );
}
