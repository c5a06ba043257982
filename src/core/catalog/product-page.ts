import { z } from 'zod';
import { isoDateTime } from '../api/wire-schemas';
import { productSchema } from './catalog-responses';
import { optionSchema, variantSchema } from './product-variants';

/** At most this many related products under a product (same category first). */
export const RELATED_PRODUCTS = 4;

/**
 * One product as its page shows it: every image, the full description, when it last changed,
 * its options and every variant (decision 135).
 */
export const productDetailSchema = productSchema.extend({
  updatedAt: isoDateTime,
  options: z.array(optionSchema),
  variants: z.array(variantSchema),
});
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
