import type { FastifyInstance } from 'fastify';
import type { ProductPage, ProductPageAnswer } from '#core/catalog/product-page';
import { jsonLdScript, productJsonLd, productPageMeta } from '#core/site/product-structured-data';
import type { IndexContext } from './render-index';

export type ProductPageLookup =
  | { kind: 'found'; page: ProductPage; head: NonNullable<IndexContext['page']> }
  | { kind: 'moved'; to: string }
  | { kind: 'missing' }
  | { kind: 'failed' };

/**
 * What /shop/<slug> is (decision 128), read through the public API like the live pages' data: a
 * product's page (with its head: meta tags and JSON-LD), a former slug's new page, or nothing.
 */
export async function lookUpProductPage(
  app: FastifyInstance,
  slug: string,
): Promise<ProductPageLookup> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/products/by-slug/${encodeURIComponent(slug)}`,
  });
  // 404, or a slug the route refuses outright (too long): no product has it either way.
  if (response.statusCode === 404 || response.statusCode === 400) return { kind: 'missing' };
  if (response.statusCode !== 200) return { kind: 'failed' };
  const answer = response.json<ProductPageAnswer>();
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
