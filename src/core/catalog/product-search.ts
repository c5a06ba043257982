import { z } from 'zod';
import { productSchema } from './catalog-responses';
import { SEARCH_MAX_LENGTH } from './search-words';

/**
 * GET /api/products/search (decision 134). `q` longer than the search box allows is refused
 * before any work, as is a NUL (PostgreSQL text cannot hold one); `category` narrows to one
 * category by name, as the shop's select does.
 */
export const productSearchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`)
    .refine((s) => !s.includes('\0'), 'Search text cannot contain a NUL character'),
  category: z
    .string()
    .max(200)
    .refine((s) => !s.includes('\0'), 'Category cannot contain a NUL character')
    .optional(),
});
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

/** The matching active products, best match first (name, then category, then description). */
export const productSearchAnswerSchema = z.object({
  /** The words that were looked for (what the search box's text came to). */
  words: z.array(z.string()),
  products: z.array(productSchema),
});
export type ProductSearchAnswer = z.output<typeof productSearchAnswerSchema>;
