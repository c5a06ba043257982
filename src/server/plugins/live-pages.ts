import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isCatalogChange } from '../catalog/is-catalog-change';
import { CLASS_MERGES_ELEMENT_ID } from '#core/site/class-merges';
import { PAGE_DATA_ELEMENT_ID, type LivePageRenderer } from '#core/site/live-page';
import {
  PRERENDER_ORIGIN,
  EXTERNAL_STORE_URL_PLACEHOLDER,
} from '#core/site/prerender-placeholders';

const TTL_MS = 30_000;
/** However many changes come in, a page is rendered at most this often (a checkout rush changes stock every few ms). */
const MIN_RENDER_INTERVAL_MS = 1_000;
/** Renders kept at once: /shop and each product's page (decision 128); the oldest goes first. */
const MAX_CACHED_RENDERS = 500;

export type LivePage = { markup: string; dataScript: string; classMergesScript: string };

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
 * JSON inside `<script type="application/json" id="…">`: `<` is written as `\u003c`, so no value
 * (a product named `</script><script>…`) can end the element; JSON.parse reads it back as is.
 */
function jsonScript(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** The answers a live page was rendered from, for the browser's query cache (decision 055). */
export const pageDataScript = (json: string) => jsonScript(PAGE_DATA_ELEMENT_ID, json);

/** The class-merge table a page carries for its hydration (decision 146). */
export const classMergesScript = (json: string) => jsonScript(CLASS_MERGES_ELEMENT_ID, json);

/**
 * Pages rendered at request time from public API answers (decision 055: /shop with its products,
 * so its largest paint, the first product's image, is in the HTML), from answers read through the
 * public API (`inject`: page views never query the database themselves). A render is reused until
 * the catalogue changes (the same events that empty the product list's cache, hints included) or
 * for 30 s, one render at a time and at most one a second. Any failure answers null, and the
 * caller serves the build-time prerender instead. The browser fetches the answers again after
 * hydrating in any case (src/web/app/page-data.ts).
 */
export type LivePages = ((path: string) => Promise<LivePage | null>) & {
  /** Settings the pages render from changed (the policies, decision 173): render each again. */
  reset(): void;
};

export function livePages(app: FastifyInstance, renderer: LivePageRenderer | null): LivePages {
  // A render records the catalogue generation it started in: a change during the render leaves it stale.
  const cache = new Map<string, { page: LivePage | null; at: number; generation: number }>();
  const pending = new Map<string, Promise<LivePage | null>>();
  let generation = 0;
  const unsubscribe = app.events?.subscribe(
    (event) => {
      if (isCatalogChange(event)) generation += 1;
    },
    { hints: true },
  );
  app.addHook('onClose', async () => unsubscribe?.());
  const render = async (path: string, urls: string[]): Promise<LivePage | null> => {
    const at = Date.now();
    const answers: Record<string, unknown> = {};
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) return null;
      answers[url] = response.json();
    }
    const { html, data, classMerges } = await renderer!.renderLivePage(
      path,
      PRERENDER_ORIGIN,
      EXTERNAL_STORE_URL_PLACEHOLDER,
      answers,
      at,
    );
    return {
      markup: html,
      dataScript: pageDataScript(data),
      classMergesScript: classMergesScript(classMerges),
    };
  };
  const page = (path: string): Promise<LivePage | null> => {
    const urls = renderer?.pageDataUrls(path) ?? [];
    if (urls.length === 0) return Promise.resolve(null);
    const cached = cache.get(path);
    const age = cached ? Date.now() - cached.at : Number.POSITIVE_INFINITY;
    if (
      cached &&
      (age < MIN_RENDER_INTERVAL_MS || (cached.generation === generation && age < TTL_MS))
    )
      return Promise.resolve(cached.page);
    let running = pending.get(path);
    if (!running) {
      const startedIn = generation;
      running = render(path, urls)
        .catch((error: unknown) => {
          app.log.warn(
            { err: error, path },
            'live page render failed; serving the prerendered page',
          );
          return null;
        })
        .then((page) => {
          cache.delete(path);
          if (cache.size >= MAX_CACHED_RENDERS) cache.delete(cache.keys().next().value!);
          cache.set(path, { page, at: Date.now(), generation: startedIn });
          pending.delete(path);
          return page;
        });
      pending.set(path, running);
    }
    return running;
  };
  return Object.assign(page, {
    reset() {
      generation += 1;
      cache.clear();
    },
  });
}
