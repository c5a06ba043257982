import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalisePagePath } from '#core/site/page-meta';
import {
  LAZY_PAGES,
  manifestKeyOfPage,
  PAGE_CHUNKS_FILE,
  PRODUCT_PAGE_MODULE,
  type PageChunks,
} from '#core/site/lazy-pages';

/**
 * A product page (`/shop/<slug>`, decision 128) is live-rendered at any slug: without its hint the
 * app fetched the page's chunk only once its own code had run, a second round trip inside first
 * paint → ready (100-230 ms at 4× CPU, decision 141).
 */
const PRODUCT_PAGE = /^\/shop\/[^/]+$/;

/**
 * API answers a page renders from, by URL path: fetched alongside the page's scripts instead of
 * after them (decision 055). Only public, anonymous, cacheable reads whose URL the page uses as is.
 */
const PAGE_DATA: Record<string, string[]> = {
  '/shop': ['/api/products'],
};

type ManifestChunk = { file: string; imports?: string[] };

/**
 * Returns, for a page path, the `<link rel="modulepreload">` tags its lazy chunk needs, at low
 * priority like the app's own scripts: the prerendered page paints without them (decision 054),
 * and the API answers it renders from.
 */
export function loadPagePreloads(
  webDir: string,
  indexHtml: string,
): (path: string) => PagePreloads {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  const pageChunksPath = join(webDir, PAGE_CHUNKS_FILE);
  if (!existsSync(manifestPath) || !existsSync(pageChunksPath))
    return () => ({ data: [], modules: [] });
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const pageChunks = JSON.parse(readFileSync(pageChunksPath, 'utf8')) as PageChunks;
  const tags = new Map<string, string[]>();
  const pages: [string, string][] = [
    ...Object.entries(LAZY_PAGES),
    [PRODUCT_PAGE_MODULE, PRODUCT_PAGE_MODULE],
  ];
  for (const [path, source] of pages) {
    const key = manifestKeyOfPage(manifest, pageChunks, source);
    if (!key) continue;
    const files: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.includes(chunk.file)) return;
      files.push(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(key);
    const missing = files.filter((file) => !indexHtml.includes(`/${file}"`));
    tags.set(
      path,
      missing.map(
        (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
      ),
    );
  }
  return (path) => {
    const page = normalisePagePath(path);
    // crossorigin: fetch() asks in cors mode, and a preload is reused only by a request like it.
    const data = (PAGE_DATA[page] ?? []).map(
      (url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`,
    );
    const modules = tags.get(PRODUCT_PAGE.test(page) ? PRODUCT_PAGE_MODULE : page) ?? [];
    return { data, modules };
  };
}

export type PagePreloads = { data: string[]; modules: string[] };

/**
 * Data and image hints go at the end of <head>: the first paint may need them. Module hints go
 * with the app's own scripts, in the template the loader inserts after the first paint
 * (decision 054), or at the end of <head> in an HTML that has no such template.
 */
export function withPreloads(html: string, { data, modules }: PagePreloads): string {
  const inTemplate = html.includes('<template id="app-scripts">');
  const head = inTemplate ? data : [...data, ...modules];
  let out = html;
  if (inTemplate && modules.length > 0)
    out = out.replace('</template>', () => `  ${modules.join('\n      ')}\n    </template>`);
  if (head.length > 0) out = out.replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`);
  return out;
}
