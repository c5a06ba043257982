/**
 * Title and description of each public page. The server writes them into the HTML it sends
 * (crawlers and link previews read them without running JavaScript); the SPA updates them on
 * navigation. Pages of other features may be listed here too; the sitemap uses `indexed`.
 */
export const SITE_NAME = 'Layerworks 3D';

export type PageMeta = { title: string; description: string; indexed: boolean };

export const DEFAULT_DESCRIPTION =
  'Custom 3D printing and printed products: colour-changing dragons, glow-in-the-dark dragons and fidgets, made to order in small batches.';

export const pageMeta: Record<string, PageMeta> = {
  '/': {
    title: `${SITE_NAME} · Custom 3D printing and printed dragons`,
    description: DEFAULT_DESCRIPTION,
    indexed: true,
  },
  '/products': {
    title: `Products · ${SITE_NAME}`,
    description:
      'Colour-changing dragons, glow-in-the-dark dragons and satisfying fidgets, printed to order. Browse the catalogue and buy in our store.',
    indexed: true,
  },
  '/shop': {
    title: `Shop · ${SITE_NAME}`,
    description:
      'Order printed dragons, fidgets and custom pieces directly from Layerworks 3D, with live stock and fast shipping.',
    indexed: true,
  },
  '/custom': {
    title: `Custom prints · ${SITE_NAME}`,
    description:
      'Upload a 3D model and get an instant quote for a custom print in the material and colour you choose.',
    indexed: true,
  },
  '/about': {
    title: `About · ${SITE_NAME}`,
    description:
      'A small 3D-printing studio: how we print, the materials we trust and the people behind every layer.',
    indexed: true,
  },
  '/contact': {
    title: `Contact · ${SITE_NAME}`,
    description:
      'Ask for a quote, a custom print or help with an order. We answer within one business day.',
    indexed: true,
  },
  // The shop's policies (decision 173): the text is the owner's, live-rendered by the server.
  '/policies/shipping': {
    title: `Shipping policy · ${SITE_NAME}`,
    description: 'When your order ships, how it is sent and what shipping costs.',
    indexed: true,
  },
  '/policies/refunds': {
    title: `Returns and refunds · ${SITE_NAME}`,
    description: 'How to return a product, what happens when a print is not right, and refunds.',
    indexed: true,
  },
  '/policies/privacy': {
    title: `Privacy policy · ${SITE_NAME}`,
    description: 'What data the shop collects, why, who sees it and how to have it deleted.',
    indexed: true,
  },
  '/policies/terms': {
    title: `Terms of service · ${SITE_NAME}`,
    description: 'The terms every order in this shop is placed under.',
    indexed: true,
  },
};

export const notFoundMeta: PageMeta = {
  title: `Page not found · ${SITE_NAME}`,
  description: DEFAULT_DESCRIPTION,
  indexed: false,
};

/** A page path without its trailing slashes ('/products/' → '/products'); '/' stays '/'. */
export function normalisePagePath(path: string): string {
  // A loop, not /(.)\/+$/: that pattern backtracks over every run of slashes not at the end, so
  // 16 KB of slashes then a letter took ~270 ms. Such paths are refused (403) before they reach
  // the page code today; this keeps the function safe wherever a visitor's path meets it.
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* '/' */) end -= 1;
  return path.slice(0, end);
}

/** The meta of a path, ignoring a trailing slash; undefined for pages not listed. */
export function findPageMeta(path: string): PageMeta | undefined {
  const normalised = normalisePagePath(path);
  return Object.hasOwn(pageMeta, normalised) ? pageMeta[normalised] : undefined;
}

export function indexedPaths(): string[] {
  return Object.entries(pageMeta)
    .filter(([, meta]) => meta.indexed)
    .map(([path]) => path);
}
