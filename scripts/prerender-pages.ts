/**
 * `npm run build`, second step: renders the public pages (the indexed ones of core/site/page-meta)
 * to HTML with React in Node, into dist/prerendered.json, which the server puts inside
 * `<div id="root">` when it serves those pages. Visitors then see the page at first paint, before
 * any script has run (issue 8: Lighthouse on a phone). docs/decisions/013-prerendered-public-pages.md
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { indexedPaths } from '#core/site/page-meta';
import {
  EXTERNAL_STORE_URL_PLACEHOLDER,
  PRERENDER_ORIGIN,
} from '#core/site/prerender-placeholders';

const ssrDir = resolve('dist/ssr');
await build({ logLevel: 'warn', build: { ssr: 'prerender.tsx', outDir: ssrDir } });

type PrerenderModule = {
  renderPage: (path: string, origin: string, externalStoreUrl: string) => Promise<string>;
};
const { renderPage } = (await import(
  pathToFileURL(resolve(ssrDir, 'prerender.js')).href
)) as PrerenderModule;

const pages: Record<string, string> = {};
for (const path of indexedPaths()) {
  pages[path] = await renderPage(path, PRERENDER_ORIGIN, EXTERNAL_STORE_URL_PLACEHOLDER);
}
writeFileSync(resolve('dist/prerendered.json'), JSON.stringify(pages));
console.log(
  `prerendered ${Object.entries(pages)
    .map(([path, html]) => `${path} (${(html.length / 1024).toFixed(1)} KB)`)
    .join(', ')}`,
);
process.exit(0); // the app's timers (the query cache's garbage collection) would keep Node up for minutes
