import {
  DEFAULT_DESCRIPTION,
  findPageMeta,
  normalisePagePath,
  notFoundMeta,
  SITE_NAME,
} from '#core/site/page-meta';
import { NOT_FOUND_STATUS_META } from '#core/site/not-found-page';
import type { ProductPageMeta } from '#core/site/product-structured-data';
import { escapeAttribute } from '../lib/escape-html';

export type IndexContext = {
  path: string;
  publicUrl: string;
  externalStoreUrl: string;
  /** Settings the app reads from meta tags (decision 133); the store name also in the titles. */
  storeName?: string;
  contactEmail?: string;
  deliveryTime?: string;
  csp?: string;
  /**
   * A path the app has no route for (answered 404): the not-found page's title, noindex, and no
   * canonical or og:url, which would name a page that does not exist. The HTML is then the same
   * for every such path, so one copy serves them all.
   */
  notFound?: boolean;
  /**
   * A page whose meta comes from data, not from core's list (a product's, decision 128): its
   * title, description, canonical path and Open Graph image, and its JSON-LD element.
   */
  page?: { meta: ProductPageMeta; structuredData: string };
};

/** Directives a <meta> CSP cannot carry; browsers warn about them, so they stay header-only. */
const HEADER_ONLY = /^(frame-ancestors|report-uri|report-to|sandbox)\b/;

export function metaCsp(headerValue: string): string {
  return headerValue
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !HEADER_ONLY.test(d))
    .join('; ');
}

function setMeta(html: string, attr: 'name' | 'property', key: string, content: string): string {
  const pattern = new RegExp(`(<meta\\s+${attr}="${key}"\\s+content=")[^"]*(")`);
  return html.replace(
    pattern,
    (_m, start: string, end: string) => `${start}${escapeAttribute(content)}${end}`,
  );
}

/**
 * The SPA's index.html for one request: that page's title, description, canonical URL and Open
 * Graph tags (link previews do not run JavaScript), the external store's address from the
 * environment, and the CSP as a meta tag as well. Script bodies are untouched, so the hashes
 * in the CSP stay valid.
 */
export function renderIndex(html: string, context: IndexContext): string {
  const own = context.notFound ? undefined : context.page?.meta;
  const known = context.notFound
    ? undefined
    : own
      ? { ...own, indexed: true }
      : findPageMeta(context.path);
  // Other features' pages (auth, checkout, admin…) set their own title once the SPA runs.
  const meta = known ?? (context.notFound ? notFoundMeta : { ...notFoundMeta, title: SITE_NAME });
  const base = context.publicUrl.replace(/\/+$/, '');
  const url = `${base}${own ? own.path : known ? normalisePagePath(context.path) : context.path}`;
  const storeName = context.storeName ?? SITE_NAME;
  const title = meta.title.replaceAll(SITE_NAME, storeName);
  let out = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(title)}</title>`);
  out = setMeta(out, 'name', 'description', meta.description || DEFAULT_DESCRIPTION);
  out = setMeta(out, 'property', 'og:title', title);
  out = setMeta(out, 'property', 'og:site_name', storeName);
  out = setMeta(out, 'name', 'store-name', storeName);
  out = setMeta(out, 'name', 'contact-email', context.contactEmail ?? '');
  out = setMeta(out, 'name', 'delivery-time', context.deliveryTime ?? '');
  out = setMeta(out, 'property', 'og:description', meta.description || DEFAULT_DESCRIPTION);
  out = setMeta(out, 'property', 'og:image', own?.image ?? `${base}/og-image.png`);
  out = setMeta(out, 'name', 'external-store-url', context.externalStoreUrl);
  if (context.notFound) {
    out = out.replace('</title>', () => `</title>\n    ${NOT_FOUND_STATUS_META}`);
    out = out.replace(/\s*<meta\s+property="og:url"[^>]*>/, '');
    out = out.replace(/\s*<link\s+rel="canonical"[^>]*>/, '');
  } else {
    out = setMeta(out, 'property', 'og:url', url);
    out = out.replace(/(<link\s+rel="canonical"\s+href=")[^"]*(")/, `$1${escapeAttribute(url)}$2`);
  }
  if (own && context.page)
    out = out.replace('</head>', () => `  ${context.page!.structuredData}\n  </head>`);
  if (!known || !meta.indexed)
    out = out.replace('</title>', '</title>\n    <meta name="robots" content="noindex" />');
  if (context.csp) {
    out = out.replace(
      /<meta charset="UTF-8" \/>/i,
      (tag) =>
        `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaCsp(context.csp ?? ''))}" />`,
    );
  }
  return out;
}
