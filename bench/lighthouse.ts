import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseResult = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint (simulated slow 4G, mid-range phone), ms. */
  lcpMs: number;
  /** Scripts and stylesheets the page fetched, by URL path. */
  assets: string[];
  failing: string[];
};

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Lighthouse 12 with its default (mobile, simulated throttling) settings, one page at a time. */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      const runner = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!runner) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = runner;
      const c = lhr.categories;
      const runtimeError = (lhr as { runtimeError?: { code: string } }).runtimeError;
      const failing = runtimeError ? [`runtime error ${runtimeError.code}`] : [];
      failing.push(...Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && isCounted(lhr, a.id))
        .map((a) => a.id));
      const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
      results.push({
        path,
        performance: score(c.performance?.score),
        accessibility: score(c.accessibility?.score),
        bestPractices: score(c['best-practices']?.score),
        seo: score(c.seo?.score),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        assets: requests.filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet').map((r) => new URL(r.url).pathname),
        failing,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** Audits that weigh on one of the four scores (diagnostics with weight 0 are left out). */
function isCounted(lhr: { categories: Record<string, { auditRefs: { id: string; weight: number }[] }> }, id: string): boolean {
  return Object.values(lhr.categories).some((category) => category.auditRefs.some((ref) => ref.id === id && ref.weight > 0));
}
