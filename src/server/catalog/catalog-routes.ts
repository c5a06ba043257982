import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryListSchema, productListSchema } from '#core/catalog/catalog-responses';
import { shippingRateListSchema } from '#core/shipping/shipping-responses';
import { createPublicJsonCache } from '../lib/public-json-cache';
import { isCatalogChange } from './is-catalog-change';
import { listActiveProducts, listActiveShippingRates, listCategories } from './list-catalog';
import { productPageAnswerSchema } from '#core/catalog/product-page';
import { productSlugSchema } from '#core/catalog/product-slug';
import { notFound } from '../lib/domain-error';
import { findProductPage } from './find-product-page';
import { productSearchAnswerSchema, productSearchQuerySchema } from '#core/catalog/product-search';
import { searchWords } from '#core/catalog/search-words';
import { findMatchingProducts } from './find-matching-products';

/** Public catalogue reads for /shop and checkout; a short shared cache keeps them cheap. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const cache = 'public, max-age=0, must-revalidate';
  // The busiest public read: served from memory (ETag, 304, br/gzip) and emptied by every
  // write that can change it, published on app.events by the services that make them.
  const products = createPublicJsonCache({
    events: app.events,
    invalidateOn: isCatalogChange,
    version: () => app.catalogVersion.current(),
    // Stock does not move the version: another process's sale reaches this list within a second.
    maxAgeMs: 1_000,
  });
  app.addHook('onClose', async () => products.close());
  // The cache writes the bytes itself, so the contract is applied once per fill, not per request.
  app.get(
    '/products',
    { schema: { summary: 'List the active products', response: { 200: productListSchema } } },
    (request, reply) =>
      products.send(request, reply, 'active', async () =>
        productListSchema.parse(await listActiveProducts(app.db)),
      ),
  );
  // The shop's search (decision 134): ranked by the database, the same on both engines.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/products/search',
    {
      schema: {
        summary: 'Search the active products by name, category and description, best match first',
        querystring: productSearchQuerySchema,
        response: { 200: productSearchAnswerSchema },
      },
    },
    async (request, reply) => {
      const words = searchWords(request.query.q);
      const found = await findMatchingProducts(app.db, words, request.query.category);
      return reply.header('cache-control', cache).send({ words, products: found });
    },
  );
  // A product's page (decision 128). A former slug answers 200 with `redirectTo`, the page to
  // show instead: the page route answers it with a 301, the app with a replacing navigation.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/products/by-slug/:slug',
    {
      schema: {
        summary: 'Read an active product by its slug, with related products',
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: productPageAnswerSchema },
      },
    },
    async (request, reply) => {
      const slug = productSlugSchema.safeParse(request.params.slug);
      const page = slug.success ? await findProductPage(app.db, slug.data) : null;
      if (!page) throw notFound('Product not found');
      return reply.header('cache-control', cache).send(page);
    },
  );
  app.get(
    '/categories',
    { schema: { summary: 'List the categories', response: { 200: categoryListSchema } } },
    async (_request, reply) =>
      reply.header('cache-control', cache).send(await listCategories(app.db)),
  );
  app.get(
    '/shipping-rates',
    {
      schema: {
        summary: 'List the active shipping rates',
        response: { 200: shippingRateListSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', cache).send(await listActiveShippingRates(app.db)),
  );
}
