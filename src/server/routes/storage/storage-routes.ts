import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';

/**
 * Routes of the storage feature, mounted under /api.
 * Minimal stand-in (admin issue): serves the public product images only. The storage issue's
 * full version (private buckets, ETag/304, uploads) replaces this file when it lands.
 */
export async function storageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/storage/products/*', async (request, reply) => {
    const name = request.params['*'];
    const found = await app.storage.get('products', name);
    if (!found) throw notFound('File not found');
    return reply
      .header('content-type', found.object.contentType)
      .header('cache-control', found.object.cacheControl)
      .header('etag', found.object.etag)
      .send(found.body);
  });
}
