import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_MODEL_BYTES } from './model-view';
import { modelRoutes } from './model-routes';
import { quoteRoutes } from './quote-routes';

/** Routes of the custom-prints feature, mounted under /api (the owner's are in the admin scope, admin-routes.ts). */
export async function customPrintsRoutes(app: FastifyInstance): Promise<void> {
  // Multipart only in this feature's scope: one file, 50 MB, no stray fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_MODEL_BYTES, files: 1, fields: 4, parts: 5 },
  });
  await app.register(modelRoutes);
  await app.register(quoteRoutes);
}
