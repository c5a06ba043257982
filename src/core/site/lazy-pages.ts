/**
 * Pages whose code is a lazy chunk, by URL path → source module under src/web (a key of Vite's
 * manifest, or the name of its start chunk below). Opened straight from a link, such a page would
 * fetch its chunk only after the app's own script has run; a modulepreload in the served HTML
 * fetches it alongside (decision 007). A module not in the build simply gets no hint.
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

/** The name of a first-visit page's chunk: its manifest entry is `_<file>`, with this `name`. */
export function pageChunkName(source: string): string {
  return `page-${source.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '')}`;
}

/**
 * The key of a lazy page's chunk in Vite's manifest: the page's source module when it is a
 * chunk's entry, else (a first-visit page) the `_<file>` entry named for the page.
 */
export function manifestKeyOfPage(
  manifest: Readonly<Record<string, { name?: string }>>,
  source: string,
): string | undefined {
  if (manifest[source]) return source;
  const name = pageChunkName(source);
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]!.name === name);
}
