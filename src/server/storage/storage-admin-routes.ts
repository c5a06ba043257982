import type { FastifyInstance } from 'fastify';
import { noContent } from '#core/api/wire-schemas';
import { storedObjectListSchema, storedObjectSchema } from '#core/storage/storage-responses';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STORAGE_MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  cacheControlFor,
  storageListQuerySchema,
  storageUploadQuerySchema,
  bucketNameSchema,
} from '#core/storage/storage-rules';
import { DomainError, badRequest, notFound } from '../lib/domain-error';
import { storagePath, type StoredObject } from './file-storage';
import { objectParams } from './storage-routes';

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

/** The owner's file management (under /api/admin/storage): list a bucket, upload (409 on an existing name unless upsert), delete. */
export async function storageAdminRoutes(instance: FastifyInstance): Promise<void> {
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
      schema: {
        summary: 'List the files of a bucket',
        params: z.object({ bucket: bucketNameSchema }),
        querystring: storageListQuerySchema,
        response: { 200: storedObjectListSchema },
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
      config: { rawUpload: true },
      schema: {
        summary: 'Upload a file (raw body; 409 on an existing name unless upsert)',
        consumes: ['*/*'],
        params: objectParams,
        querystring: storageUploadQuerySchema,
        response: { 200: storedObjectSchema, 201: storedObjectSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const contentType = (request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (!UPLOAD_CONTENT_TYPES.has(contentType))
        throw new DomainError(
          'unsupported',
          'unsupported_media_type',
          'Upload a picture or a 3D model file',
        );
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw badRequest('The file is empty', 'empty_file');
      const upsert = request.query.upsert ?? upsertHeader(request.headers['x-upsert']);
      const existed = upsert
        ? await app.storage.head(request.params.bucket, request.params['*'])
        : null;
      const object = await app.storage.put(request.params.bucket, request.params['*'], body, {
        contentType,
        upsert,
        cacheControl: cacheControlFor(request.query.cacheControl),
        metadata: { uploadedBy: request.auth!.userId },
      });
      return reply.status(existed ? 200 : 201).send(toJson(object));
    },
  );

  app.delete(
    '/storage/:bucket/*',
    {
      schema: { summary: 'Delete a file', params: objectParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      const { bucket, '*': name } = request.params;
      if (!(await app.storage.head(bucket, name))) throw notFound('File not found');
      await app.storage.remove(bucket, [name]);
      return reply.status(204).send();
    },
  );
}
