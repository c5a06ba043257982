import type { FastifyInstance } from 'fastify';
import type { ProductPage } from '#core/catalog/product-page';
import { productSlugSchema } from '#core/catalog/product-slug';
import { jsonLdScript, productJsonLd, productPageMeta } from '#core/site/product-structured-data';
import { findProductPage } from '../catalog/find-product-page';
import type { IndexContext } from './render-index';

export type ProductPageLookup =
  | { kind: 'found'; page: ProductPage; head: NonNullable<IndexContext['page']> }
  | { kind: 'moved'; to: string }
  | { kind: 'missing' }
  | { kind: 'failed' };

/**
 * What /shop/<slug> is (decision 128): a product's page (with its head: meta tags and JSON-LD), a
 * former slug's new page, or nothing. Read with the same query and the same answer as
 * `GET /api/products/by-slug/:slug`, called directly rather than through `inject` (decision 177:
 * a fresh page does not pay for a second request's hooks and serializer).
 */
export async function lookUpProductPage(
  app: FastifyInstance,
  slug: string,
): Promise<ProductPageLookup> {
  const parsed = productSlugSchema.safeParse(slug);
  // A slug the route refuses outright (malformed, too long): no product has it either way.
  if (!parsed.success) return { kind: 'missing' };
  let answer: Awaited<ReturnType<typeof findProductPage>>;
  try {
    answer = await findProductPage(app.db, parsed.data);
  } catch (error) {
    app.log.warn({ err: error, slug }, 'product page lookup failed');
    return { kind: 'failed' };
  }
  if (!answer) return { kind: 'missing' };
  if ('redirectTo' in answer) return { kind: 'moved', to: answer.redirectTo };
  const base = app.config.publicUrl;
  return {
    kind: 'found',
    page: answer,
    head: {
      meta: productPageMeta(answer.product, base),
      structuredData: jsonLdScript(productJsonLd(answer.product, base)),
    },
  };
}
