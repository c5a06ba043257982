import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STORAGE_MAX_UPLOAD_BYTES,
  cacheControlFor,
  storageListQuerySchema,
  storageUploadQuerySchema,
} from '../../../core/storage/storage-rules';
import { badRequest } from '../../lib/http-error';
import { storagePath, type StoredObject } from '../../storage/file-storage';
import { objectParams } from './serve-object';

const toJson = (o: StoredObject) => ({
  bucket: o.bucket,
  name: o.name,
  size: o.size,
  contentType: o.contentType,
  etag: o.etag,
  cacheControl: o.cacheControl,
  metadata: o.metadata,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
  path: storagePath(o.bucket, o.name),
});

const upsertHeader = (value: string | string[] | undefined) => value === 'true' || value === '1';

/** Admin-only file management: list a bucket, upload (409 on an existing name unless upsert), delete. */
export async function manageObjectRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Uploads are raw bytes of any type; this scope only, so the rest of the API keeps JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: STORAGE_MAX_UPLOAD_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get(
    '/storage/:bucket',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: z.object({ bucket: z.string().min(1).max(200) }),
        querystring: storageListQuerySchema,
      },
    },
    async (request, reply) => {
      const { prefix, limit, offset, sortBy, order } = request.query;
      const items = await app.storage.list(request.params.bucket, {
        prefix,
        limit,
        offset,
        sortBy: { column: sortBy, order },
      });
      return reply
        .header('cache-control', 'no-store')
        .send({ items: items.map(toJson), limit, offset });
    },
  );

  app.post(
    '/storage/:bucket/*',
    {
      preHandler: app.requireAdmin,
      schema: { params: objectParams, querystring: storageUploadQuerySchema },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw badRequest('The file is empty', 'empty_file');
      const upsert = request.query.upsert ?? upsertHeader(request.headers['x-upsert']);
      const existed = upsert
        ? await app.storage.head(request.params.bucket, request.params['*'])
        : null;
      const object = await app.storage.put(request.params.bucket, request.params['*'], body, {
        contentType: request.headers['content-type'] ?? 'application/octet-stream',
        upsert,
        cacheControl: cacheControlFor(request.query.cacheControl),
        metadata: { uploadedBy: request.auth!.userId },
      });
      return reply.status(existed ? 200 : 201).send(toJson(object));
    },
  );

  app.delete(
    '/storage/:bucket/*',
    { preHandler: app.requireAdmin, schema: { params: objectParams } },
    async (request, reply) => {
      const { bucket, '*': name } = request.params;
      await app.storage.remove(bucket, [name]);
      return reply.status(204).send();
    },
  );
}
