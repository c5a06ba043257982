/**
 * Pages whose code is a lazy chunk, by URL path → source module under src/web (a key of Vite's
 * manifest, or the name of its start chunk below). Opened straight from a link, such a page would
 * fetch its chunk only after the app's own script has run; a modulepreload in the served HTML
 * fetches it alongside (decision 036). A module not in the build simply gets no hint.
 */
export const LAZY_PAGES: Readonly<Record<string, string>> = {
  '/contact': 'features/site/pages/contact-page.tsx',
  '/auth': 'features/auth/pages/auth-page.tsx',
  '/shop': 'features/catalog/pages/shop-page.tsx',
  '/custom': 'features/custom-prints/pages/custom-print-page.tsx',
  '/checkout': 'features/checkout/pages/checkout-page.tsx',
  '/orders': 'features/orders/pages/my-orders-page.tsx',
};

/** A product page (`/shop/<slug>`, decision 128), live-rendered at any slug. */
export const PRODUCT_PAGE_MODULE = 'features/catalog/pages/product-page.tsx';

/**
 * The lazy pages a visitor opens first from a search or a link, prerendered or live-rendered:
 * each gets one chunk of its own beside the app's start (decision 148).
 */
export const FIRST_VISIT_PAGES: readonly string[] = [
  LAZY_PAGES['/shop']!,
  PRODUCT_PAGE_MODULE,
  LAZY_PAGES['/custom']!,
  LAZY_PAGES['/contact']!,
];

/** The name of a first-visit page's chunk (its Rolldown group, scripts/vite-start-chunks.ts). */
export function pageChunkName(source: string): string {
  return `page-${source.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '')}`;
}

/** Where the build writes which chunk holds each lazy page (under dist/web). */
export const PAGE_CHUNKS_FILE = '.vite/page-chunks.json';

/** The build's page → chunk map: a page's source module → the file of the chunk that holds it. */
export type PageChunks = Readonly<Record<string, string>>;

/**
 * The key of a lazy page's chunk in Vite's manifest, from the map the build wrote: the chunk
 * that holds the page's module, by its file (a first-visit page is not its chunk's entry, so the
 * manifest has no key of its own for it, decision 148).
 */
export function manifestKeyOfPage(
  manifest: Readonly<Record<string, { file: string }>>,
  pageChunks: PageChunks,
  source: string,
): string | undefined {
  const file = pageChunks[source];
  if (file === undefined) return undefined;
  return Object.keys(manifest).find((key) => manifest[key]!.file === file);
}
