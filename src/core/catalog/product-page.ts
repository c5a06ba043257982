import { z } from 'zod';
import { isoDateTime } from '../api/wire-schemas';
import { productSchema } from './catalog-responses';

/** At most this many related products under a product (same category first). */
export const RELATED_PRODUCTS = 4;

/** One product as its page shows it: every image, the full description, when it last changed. */
export const productDetailSchema = productSchema.extend({ updatedAt: isoDateTime });
export type ProductDetail = z.output<typeof productDetailSchema>;

export const productPageSchema = z.object({
  product: productDetailSchema,
  related: z.array(productSchema).max(RELATED_PRODUCTS),
});
export type ProductPage = z.output<typeof productPageSchema>;

/** A former slug of a renamed product: the page to go to instead, `/shop/<slug>`. */
export const productMovedSchema = z.object({ redirectTo: z.string() });

/** GET /api/products/by-slug/:slug (decision 128). */
export const productPageAnswerSchema = z.union([productPageSchema, productMovedSchema]);
export type ProductPageAnswer = z.output<typeof productPageAnswerSchema>;

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
