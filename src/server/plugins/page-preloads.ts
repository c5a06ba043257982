import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalisePagePath } from '#core/site/page-meta';

/**
 * Pages whose code is a lazy chunk, by URL path → source module (a key of Vite's manifest).
 * Opened straight from a link, such a page would fetch its chunk only after the app's own
 * script has run; a modulepreload in the served HTML fetches it alongside (decision 007).
 * A module that is not in the build (renamed, feature not there yet) simply gets no hint.
 */
const LAZY_PAGES: Record<string, string> = {
  '/contact': 'features/site/pages/contact-page.tsx',
  '/auth': 'features/auth/pages/auth-page.tsx',
  '/shop': 'features/store/pages/shop-page.tsx',
  '/custom': 'features/custom-prints/pages/custom-print-page.tsx',
  '/checkout': 'features/store/pages/checkout-page.tsx',
  '/orders': 'features/store/pages/orders-page.tsx',
};

type ManifestChunk = { file: string; imports?: string[] };

/** Returns, for a page path, the `<link rel="modulepreload">` tags its lazy chunk needs. */
export function loadPagePreloads(webDir: string, indexHtml: string): (path: string) => string {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const tags = new Map<string, string>();
  for (const [path, source] of Object.entries(LAZY_PAGES)) {
    if (!manifest[source]) continue;
    const files: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.includes(chunk.file)) return;
      files.push(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(source);
    const missing = files.filter((file) => !indexHtml.includes(`/${file}"`));
    tags.set(
      path,
      missing
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    '),
    );
  }
  return (path) => tags.get(normalisePagePath(path)) ?? '';
}

/** Puts the tags at the end of <head>, after the app's own script and preloads. */
export function withPreloads(html: string, tags: string): string {
  return tags ? html.replace('</head>', `    ${tags}\n  </head>`) : html;
}
