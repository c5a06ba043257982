/** The most URLs one sitemap file may list (sitemaps.org); past it, a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapEntry = { path: string; /** ISO date or date-time */ lastmod?: string };

export type Sitemaps = {
  /** /sitemap.xml: every URL, or, past the limit, the index of the parts. */
  root: string;
  /** /sitemaps/<n>.xml for n from 1, when root is an index; otherwise none. */
  parts: string[];
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const lastmodTag = (lastmod: string | undefined) =>
  lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';

function urlset(base: string, entries: readonly SitemapEntry[]): string {
  return [
    XML_HEAD,
    `<urlset xmlns="${NS}">`,
    ...entries.map(
      (e) => `  <url><loc>${escapeXml(`${base}${e.path}`)}</loc>${lastmodTag(e.lastmod)}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/** The latest of the entries' lastmods (ISO text sorts by time), if any has one. */
const latest = (entries: readonly SitemapEntry[]) =>
  entries.reduce<string | undefined>(
    (max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max),
    undefined,
  );

/**
 * The sitemap of `entries` (paths on `base`, PUBLIC_URL): one file up to `limit` URLs, otherwise
 * an index at the root whose parts hold `limit` URLs each, in order, each with the latest
 * lastmod of its URLs.
 */
export function buildSitemaps(
  base: string,
  entries: readonly SitemapEntry[],
  limit = SITEMAP_URL_LIMIT,
): Sitemaps {
  const origin = base.replace(/\/+$/, '');
  if (entries.length <= limit) return { root: urlset(origin, entries), parts: [] };
  const chunks: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += limit) chunks.push(entries.slice(i, i + limit));
  const root = [
    XML_HEAD,
    `<sitemapindex xmlns="${NS}">`,
    ...chunks.map(
      (chunk, i) =>
        `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${i + 1}.xml`)}</loc>${lastmodTag(latest(chunk))}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
  return { root, parts: chunks.map((chunk) => urlset(origin, chunk)) };
}
