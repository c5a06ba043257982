import type { FastifyInstance } from 'fastify';
import {
  listActiveProducts,
  listActiveShippingRates,
  listCategories,
} from '../../services/store/list-catalog';

/** Public catalogue reads for /shop and checkout; a short shared cache keeps them cheap. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const cache = 'public, max-age=0, must-revalidate';
  app.get('/products', async (_request, reply) =>
    reply.header('cache-control', cache).send(await listActiveProducts(app.db)),
  );
  app.get('/categories', async (_request, reply) =>
    reply.header('cache-control', cache).send(await listCategories(app.db)),
  );
  app.get('/shipping-rates', async (_request, reply) =>
    reply.header('cache-control', cache).send(await listActiveShippingRates(app.db)),
  );
}
