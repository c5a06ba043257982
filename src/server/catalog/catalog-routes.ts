import type { FastifyInstance } from 'fastify';
import { categoryListSchema, productListSchema } from '#core/catalog/catalog-responses';
import { shippingRateListSchema } from '#core/shipping/shipping-responses';
import { createPublicJsonCache } from '../lib/public-json-cache';
import { isCatalogChange } from './is-catalog-change';
import { listActiveProducts, listActiveShippingRates, listCategories } from './list-catalog';

/** Public catalogue reads for /shop and checkout; a short shared cache keeps them cheap. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const cache = 'public, max-age=0, must-revalidate';
  // The busiest public read: served from memory (ETag, 304, br/gzip) and emptied by every
  // write that can change it, published on app.events by the services that make them.
  const products = createPublicJsonCache({
    events: app.events,
    invalidateOn: isCatalogChange,
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
