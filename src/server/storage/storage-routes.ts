import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileBody, noContent } from '#core/api/wire-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bucketNameSchema, etagMatches, servedAs } from '#core/storage/storage-rules';
import { notFound } from '../lib/domain-error';
import { isPrivateObject, type StoredObject } from './file-storage';
import { canReadObject } from './can-read-object';

export const objectParams = z.object({
  bucket: bucketNameSchema,
  '*': z.string().min(1).max(1100),
});

function setObjectHeaders(reply: FastifyReply, object: StoredObject): void {
  const { contentType, disposition } = servedAs(object.contentType);
  const filename = object.name
    .split('/')
    .pop()!
    .replace(/[^A-Za-z0-9._-]/g, '_');
  reply.headers({
    'content-type': contentType,
    'content-disposition': `${disposition}; filename="${filename}"`,
    // A private file must not sit in a shared cache; a public one keeps its stored cache-control.
    'cache-control': isPrivateObject(object) ? 'private, no-cache' : object.cacheControl,
    etag: object.etag,
    'last-modified': object.updatedAt.toUTCString(),
    'x-content-type-options': 'nosniff',
    // Even if a browser were tricked into rendering the file, nothing in it could run.
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
  });
}

/** GET and HEAD /api/storage/:bucket/*: the file, with its cache headers and ETag (304 when unchanged). */
export async function storageRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // HEAD is declared, not derived: the derived one would read the file only to drop it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/storage/:bucket/*',
    schema: {
      summary:
        'Read a stored file (public buckets to anyone, private ones to their owner and the shop)',
      security: [{ bearer: [] }, {}],
      produces: ['application/octet-stream'],
      params: objectParams,
      response: { 200: fileBody('The file, with its stored content type'), 304: noContent },
    },
    handler: async (request, reply) => {
      const { bucket, '*': name } = request.params;
      const object = await app.storage.head(bucket, name).catch(() => null);
      // A private file answers 404 to strangers: its name alone says nothing about it.
      if (!object || !canReadObject(object, request.auth)) throw notFound('File not found');
      setObjectHeaders(reply, object);
      if (etagMatches(request.headers['if-none-match'], object.etag))
        return reply.status(304).send();
      reply.header('content-length', object.size);
      if (request.method === 'HEAD') return reply.send();
      const found = app.storage.stream
        ? await app.storage.stream(bucket, name)
        : await app.storage.get(bucket, name);
      if (!found) throw notFound('File not found');
      return reply.send(found.body);
    },
  });
}
