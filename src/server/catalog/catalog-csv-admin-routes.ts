import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileBody } from '#core/api/wire-schemas';
import {
  catalogImportQuerySchema,
  catalogImportRefusedSchema,
  catalogImportResultSchema,
  importRefusedMessage,
} from '#core/catalog/csv/catalog-csv-schemas';
import { CATALOG_CSV_LIMITS } from '#core/catalog/csv/plan-csv-import';
import { writeShopifyProducts } from '#core/catalog/csv/write-shopify-products';
import { badRequest } from '../lib/domain-error';
import { readCsvCatalogue } from './read-csv-catalogue';
import { saveCatalogImport } from './save-catalog-import';
import { sharedCsvPlanPool } from './shared-csv-plan-pool';

/** UTF-8 bytes of the largest file: at most the parser's character cap. */
const MAX_CSV_BYTES = CATALOG_CSV_LIMITS.maxChars;

/**
 * The catalogue in Shopify's product CSV (decision 138), under /api/admin: import (a dry run
 * with ?dryRun=1) and export. The file comes as the body (text/csv) or as the one file of a
 * multipart form; either is capped at MAX_CSV_BYTES before it is decoded.
 */
export async function catalogCsvAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: MAX_CSV_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/catalog/import',
    {
      schema: {
        summary: 'Import products from a Shopify product CSV (dryRun=1: plan only)',
        consumes: ['text/csv', 'multipart/form-data'],
        querystring: catalogImportQuerySchema,
        response: { 200: catalogImportResultSchema, 422: catalogImportRefusedSchema },
      },
    },
    async (req, reply) => {
      const text = decode(await readUpload(req));
      const { result, eventIds } = await saveCatalogImport(app.db, sharedCsvPlanPool(), text, {
        dryRun: req.query.dryRun,
        ownOrigin: new URL(app.config.publicUrl).origin,
      });
      await app.afterCommit({ eventIds }, { urgency: 'now' });
      if (result.errors.length === 0) return reply.status(200).send(result);
      return reply.status(422).send({
        ...result,
        error: 'import_has_errors' as const,
        message: importRefusedMessage(result.errors.length),
      });
    },
  );

  app.get(
    '/catalog/export.csv',
    {
      schema: {
        summary: 'Export the catalogue as a Shopify product CSV',
        produces: ['text/csv'],
        response: { 200: fileBody('CSV file, one row per variant or image') },
      },
    },
    async (_req, reply) => {
      const { products } = await readCsvCatalogue(app.db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(writeShopifyProducts(products, new URL(app.config.publicUrl).origin));
    },
  );
}

async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (req.isMultipart()) {
    const file = await req.file({ limits: { fileSize: MAX_CSV_BYTES } });
    if (!file) throw badRequest('No file was sent', 'no_file');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return bytes;
  }
  if (!Buffer.isBuffer(req.body)) throw badRequest('Send the CSV as text/csv or a multipart file');
  return req.body;
}

const tooLarge = () =>
  badRequest(`The file is too large: at most ${MAX_CSV_BYTES / 1024 / 1024} MB`, 'too_large');

function decode(bytes: Buffer): string {
  if (bytes.length > MAX_CSV_BYTES) throw tooLarge();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The file is not UTF-8 text: save it as "CSV UTF-8"', 'not_utf8');
  }
}
