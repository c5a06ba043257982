import type { FastifyInstance } from 'fastify';
import { manageObjectRoutes } from './manage-object-routes';
import { serveObjectRoutes } from './serve-object-routes';

/** Routes of the storage feature, mounted under /api. */
export async function storageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(serveObjectRoutes);
  await app.register(manageObjectRoutes);
}
