/**
 * `npm run build`, second step: renders the public pages (the indexed ones of core/site/page-meta)
 * and the not-found page (core/site/not-found-page) to HTML with React in Node, into
 * dist/prerendered.json, which the server puts inside `<div id="root">` when it serves those pages.
 * Visitors then see the page at first paint, before any script has run (for Lighthouse on a
 * phone). docs/decisions/013-prerendered-public-pages.md
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PRERENDERED_CLASS_MERGES_KEY } from '#core/site/class-merges';
import { isAppRoute } from '#core/site/match-app-route';
import { NOT_FOUND_PAGE_KEY, NOT_FOUND_RENDER_PATH } from '#core/site/not-found-page';
import { indexedPaths } from '#core/site/page-meta';
import {
  EXTERNAL_STORE_URL_PLACEHOLDER,
  PRERENDER_ORIGIN,
} from '#core/site/prerender-placeholders';

const ssrDir = resolve('dist/ssr');
await build({ logLevel: 'warn', build: { ssr: 'prerender.tsx', outDir: ssrDir } });

type PrerenderModule = {
  renderPage: (path: string, origin: string, externalStoreUrl: string) => Promise<string>;
  recordedClassMerges: () => string;
};
const { renderPage, recordedClassMerges } = (await import(
  pathToFileURL(resolve(ssrDir, 'prerender.js')).href
)) as PrerenderModule;

const pages: Record<string, string> = {};
for (const path of indexedPaths()) {
  pages[path] = await renderPage(path, PRERENDER_ORIGIN, EXTERNAL_STORE_URL_PLACEHOLDER);
}
// The page every path without a route answers with, status 404 (decision 121): real HTML, as the
// router renders it, so crawlers and visitors without scripts read it and the app hydrates it.
if (isAppRoute(NOT_FOUND_RENDER_PATH)) throw new Error(`${NOT_FOUND_RENDER_PATH} is a route now`);
pages[NOT_FOUND_PAGE_KEY] = await renderPage(
  NOT_FOUND_RENDER_PATH,
  PRERENDER_ORIGIN,
  EXTERNAL_STORE_URL_PLACEHOLDER,
);
// What tailwind-merge made of every class list these pages joined (decision 146).
pages[PRERENDERED_CLASS_MERGES_KEY] = recordedClassMerges();
writeFileSync(resolve('dist/prerendered.json'), JSON.stringify(pages));
console.log(
  `prerendered ${Object.entries(pages)
    .filter(([path]) => path !== PRERENDERED_CLASS_MERGES_KEY)
    .map(([path, html]) => `${path} (${(html.length / 1024).toFixed(1)} KB)`)
    .join(', ')}`,
);
process.exit(0); // the app's timers (the query cache's garbage collection) would keep Node up for minutes
