import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileBody } from '#core/api/wire-schemas';
import { modelResponseSchema } from '#core/custom-prints/custom-print-responses';
import { sharedGeometryPool } from './shared-geometry-pool';
import { createClientBudget } from '../lib/client-budget';
import { badRequest, DomainError, notFound } from '../lib/domain-error';
import { MAX_MODEL_BYTES, toModelView } from './model-view';
import { getModel } from './price-model';
import { readPrinterBed } from './slicing/read-printer-bed';
import { storeModel } from './store-model';
import { clientKeyOf } from './upload-quota';

const tooLarge = () =>
  new DomainError(
    'too_large',
    'file_too_large',
    `The file is larger than ${MAX_MODEL_BYTES / 1024 / 1024} MB. Reduce the triangle count or compress it as 3MF.`,
  );

/** Upload and measure a model; download it (its owner and the shop only, never rendered inline). */
export async function modelRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Each upload costs up to 50 MB of disk and half a second of CPU: a few dozen per visitor is plenty.
  const uploads = createClientBudget(app, {
    max: 30,
    windowMs: 10 * 60_000,
    prefix: 'model-upload',
    message: 'Too many uploads. Please wait a few minutes and try again.',
  });

  app.post(
    '/custom-prints/models',
    {
      schema: {
        summary: 'Upload a 3D model (STL, OBJ or 3MF, multipart field "file") and measure it',
        security: [{ bearer: [] }, {}],
        consumes: ['multipart/form-data'],
        response: { 201: modelResponseSchema },
      },
    },
    async (request, reply) => {
      await uploads(`ip:${request.ip}`);
      // Refuse an oversized body before reading it (multipart adds a little framing).
      if (Number(request.headers['content-length'] ?? 0) > MAX_MODEL_BYTES + 64 * 1024)
        throw tooLarge();
      if (!request.isMultipart())
        throw new DomainError(
          'unsupported',
          'multipart_required',
          'Send the model as multipart/form-data in a field named "file".',
        );
      const file = await request.file();
      if (!file) throw badRequest('No file was sent. Choose an STL, OBJ or 3MF file.', 'no_file');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      const userId = request.auth?.userId ?? null;
      const { anonymousQuotaBytes, quotaWindowMs } = app.config.models;
      const row = await storeModel(app.db, app.storage, sharedGeometryPool(), {
        bytes,
        originalName: file.filename,
        userId,
        // Without an account, the address's stored bytes are capped: disk is not free to fill.
        anonymous: userId
          ? undefined
          : { clientKey: clientKeyOf(request.ip), quota: { anonymousQuotaBytes, quotaWindowMs } },
      });
      return reply.status(201).send({ model: toModelView(row, await readPrinterBed(app.db)) });
    },
  );

  app.get(
    '/custom-prints/models/:id/file',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Download a model file (its owner or the shop)',
        produces: ['application/octet-stream'],
        params: z.object({ id: z.uuid() }),
        response: { 200: fileBody('The uploaded model file') },
      },
    },
    async (request, reply) => {
      const model = await getModel(app.db, request.params.id);
      const auth = request.auth!;
      if (model.userId !== auth.userId && auth.role !== 'admin')
        throw notFound('This model does not exist.', 'model_not_found');
      const stored = await app.storage.get(model.bucket, model.objectName);
      if (!stored) throw notFound('The file of this model is missing.', 'file_missing');
      const ascii = model.originalName.replace(/[^\w.\- ]/g, '_');
      return reply
        .header('content-type', 'application/octet-stream')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(model.originalName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );
}
