import type { FastifyInstance } from 'fastify';
import { catalogRoutes } from './catalog-routes';
import { discountRoutes } from './discount-routes';
import { orderRoutes } from './order-routes';

/** Routes of the store feature, mounted under /api. */
export async function storeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(catalogRoutes);
  await app.register(discountRoutes);
  await app.register(orderRoutes);
}
