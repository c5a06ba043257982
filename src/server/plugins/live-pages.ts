import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { CLASS_MERGES_ELEMENT_ID } from '#core/site/class-merges';
import { PAGE_DATA_ELEMENT_ID, type LivePageRenderer } from '#core/site/live-page';
import {
  PRERENDER_ORIGIN,
  EXTERNAL_STORE_URL_PLACEHOLDER,
} from '#core/site/prerender-placeholders';

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

/** What a live page is made from: its public answers by URL, and their JSON to compare. */
export type LiveAnswers = { answers: Record<string, unknown>; json: string };

export type LivePages = {
  /** Whether `path` is rendered live (with a renderer, /shop and the product pages). */
  isLive(path: string): boolean;
  /** The public GET URLs the page renders from. */
  urls(path: string): string[];
  /** Reads the page's answers through the public API; null if any is not a 200. */
  read(path: string): Promise<LiveAnswers | null>;
  /** Renders the page from its answers; throws if the renderer does. */
  render(path: string, answers: Record<string, unknown>): Promise<LivePage>;
};

/**
 * Pages rendered at request time from public API answers (decision 055: /shop with its products,
 * so its largest paint, the first product's image, is in the HTML), read through the public API
 * (`inject`: page views never query the database themselves). Nothing is kept here: the page
 * cache in web.ts keeps each render until what it was made from changes (decision 177). The
 * browser fetches the answers again after hydrating in any case (src/web/app/page-data.ts).
 */
export function livePages(app: FastifyInstance, renderer: LivePageRenderer | null): LivePages {
  const urlsOf = (path: string) => renderer?.pageDataUrls(path) ?? [];
  return {
    isLive: (path) => urlsOf(path).length > 0,
    urls: urlsOf,
    async read(path) {
      const answers: Record<string, unknown> = {};
      const parts: string[] = [];
      for (const url of urlsOf(path)) {
        const response = await app.inject({ method: 'GET', url });
        if (response.statusCode !== 200) return null;
        answers[url] = response.json();
        parts.push(response.body);
      }
      return { answers, json: parts.join('\n') };
    },
    async render(path, answers) {
      const { html, data, classMerges } = await renderer!.renderLivePage(
        path,
        PRERENDER_ORIGIN,
        EXTERNAL_STORE_URL_PLACEHOLDER,
        answers,
        Date.now(),
      );
      return {
        markup: html,
        dataScript: pageDataScript(data),
        classMergesScript: classMergesScript(classMerges),
      };
    },
  };
}
