import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { PAGE_DATA_ELEMENT_ID, type LivePageRenderer } from '#core/site/live-page';
import { PRERENDER_ORIGIN, EXTERNAL_STORE_URL_PLACEHOLDER } from '#core/site/prerender-placeholders';

const TTL_MS = 30_000;

export type LivePage = { markup: string; dataScript: string; at: number };

/** The server-side renderer built beside the web bundle (dist/ssr/prerender.js); none in dev and API tests. */
export async function loadLiveRenderer(webDir: string): Promise<LivePageRenderer | null> {
  const file = join(dirname(webDir), 'ssr', 'prerender.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<LivePageRenderer>;
  return typeof module.renderLivePage === 'function' && typeof module.pageDataUrls === 'function'
    ? (module as LivePageRenderer)
    : null;
}

/**
 * JSON inside `<script type="application/json">`: `<` is written as `\u003c`, so no value
 * (a product named `</script><script>…`) can end the element; JSON.parse reads it back as is.
 */
export function pageDataScript(json: string): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * Pages rendered at request time from public API answers (decision 028: /shop with its products,
 * so its largest paint, the first product's image, is in the HTML). Each page is rendered at most
 * every 30 s and one render at a time, from answers read through the public API (`inject`: no
 * domain code here, page views never query the database themselves). Any failure answers null,
 * and the caller serves the build-time prerender instead.
 */
export function livePages(app: FastifyInstance, renderer: LivePageRenderer | null): (path: string) => Promise<LivePage | null> {
  const cache = new Map<string, { page: LivePage | null; at: number }>();
  const pending = new Map<string, Promise<LivePage | null>>();
  const render = async (path: string, urls: string[]): Promise<LivePage | null> => {
    const at = Date.now();
    const answers: Record<string, unknown> = {};
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) return null;
      answers[url] = response.json();
    }
    const { html, data } = await renderer!.renderLivePage(path, PRERENDER_ORIGIN, EXTERNAL_STORE_URL_PLACEHOLDER, answers, at);
    return { markup: html, dataScript: pageDataScript(data), at };
  };
  return (path) => {
    const urls = renderer?.pageDataUrls(path) ?? [];
    if (urls.length === 0) return Promise.resolve(null);
    const cached = cache.get(path);
    if (cached && Date.now() - cached.at < TTL_MS) return Promise.resolve(cached.page);
    let running = pending.get(path);
    if (!running) {
      running = render(path, urls)
        .catch((error: unknown) => {
          app.log.warn({ err: error, path }, 'live page render failed; serving the prerendered page');
          return null;
        })
        .then((page) => {
          cache.set(path, { page, at: Date.now() });
          pending.delete(path);
          return page;
        });
      pending.set(path, running);
    }
    return running;
  };
}
