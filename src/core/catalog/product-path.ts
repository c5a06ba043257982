// Plain functions of a product page's address, without zod, so the shop's cards can link to
// pages without loading the schemas (they are the first thing /shop runs).

export const productPagePath = (slug: string): string => `/shop/${encodeURIComponent(slug)}`;

/**
 * The slug of a product page's path (`/shop/<slug>`, trailing slashes ignored), else null. A
 * malformed escape is kept as it is: no product has it, so its page is a 404 like any unknown.
 */
export function productSlugOfPath(path: string): string | null {
  const match = /^\/shop\/([^/]+)\/*$/i.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}
