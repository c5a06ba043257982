import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardQuerySchema,
  boardSchema,
  finishedJobsPageSchema,
  finishedJobsQuerySchema,
  jobActionInputSchema,
  jobDetailSchema,
  jobViewSchema,
  mergeJobsInputSchema,
  moveJobInputSchema,
  orderProductionSchema,
  printerInputSchema,
  printerViewSchema,
  restockJobInputSchema,
  spoolInputSchema,
  spoolListSchema,
  spoolLoadInputSchema,
  spoolViewSchema,
  testConnectionInputSchema,
  variantPrintInputSchema,
  variantPrintViewSchema,
} from '#core/production/production-schemas';
import { fileBody } from '#core/api/wire-schemas';
import { connectionReportSchema } from '#core/production/printer-links/link-status';
import { createClientBudget } from '../lib/client-budget';
import { badRequest, DomainError } from '../lib/domain-error';
import { readJobGcode } from './read-job-gcode';
import { MAX_MODEL_BYTES } from '../custom-prints/model-view';
import { sharedGeometryPool } from '../custom-prints/shared-geometry-pool';
import { storeModel } from '../custom-prints/store-model';
import { changeJob } from './change-job';
import { checkPrinterConnection } from './check-printer-connection';
import { createRestockJob } from './create-restock-job';
import { clearPrinterBed, createPrinter, updatePrinter } from './edit-printers';
import { createSpool, listSpools, loadSpool, updateSpool } from './edit-spools';
import { findJob } from './find-job';
import { listJobEvents } from './list-job-events';
import { mergeJobs } from './merge-jobs';
import { moveJob } from './move-job';
import { listFinishedJobs, readBoard } from './read-board';
import { readOrderProduction } from './read-order-production';
import { readVariantPrint, saveVariantModel, saveVariantPrint } from './save-variant-print';
import type { ProductionActor } from './write-job-entry';

const idParams = z.object({ id: z.uuid() });

function actorOf(req: FastifyRequest): ProductionActor {
  return { userId: req.auth?.userId ?? null, label: req.auth?.email ?? 'admin' };
}

const tooLarge = () =>
  new DomainError(
    'too_large',
    'file_too_large',
    `The file is larger than ${MAX_MODEL_BYTES / 1024 / 1024} MB. Reduce the triangle count or compress it as 3MF.`,
  );

/** The production board (under /api/admin): printers, jobs and their actions, spools, variants. */
export async function productionAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A test reaches out to the address typed (up to the printer request's timeout): 20 a minute
  // per owner account, counted by every API process together on PostgreSQL.
  const connectionTests = createClientBudget(app, {
    max: 20,
    windowMs: 60_000,
    prefix: 'printer-connection-test',
    message: 'Too many connection tests. Please wait a minute and try again.',
  });

  app.get(
    '/production/board',
    {
      schema: {
        summary: 'Read the production board: printers, jobs, spools, low filament',
        querystring: boardQuerySchema,
        response: { 200: boardSchema },
      },
    },
    async (req, reply) => {
      const board = await readBoard(app.db, req.query);
      // Up to 5,000 open jobs: written out directly instead of through the response schema's parse
      // (thousands of objects). readBoard builds exactly the
      // schema's fields (its type is the schema's input), so nothing is dropped by skipping it.
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify(board) as unknown as typeof board);
    },
  );

  app.get(
    '/production/jobs',
    {
      schema: {
        summary: 'List the finished print jobs (good, cancelled), newest first, a page at a time',
        querystring: finishedJobsQuerySchema,
        response: { 200: finishedJobsPageSchema },
      },
    },
    async (req, reply) => {
      const page = await listFinishedJobs(app.db, req.query);
      return reply.header('cache-control', 'private, no-store').send(page);
    },
  );

  app.post(
    '/production/printers',
    {
      schema: {
        summary: 'Add a printer',
        body: printerInputSchema,
        response: { 201: printerViewSchema },
      },
    },
    async (req, reply) => {
      const saved = await createPrinter(app.db, req.body);
      await app.afterCommit(saved, { urgency: 'now' });
      if (saved.assigned.length > 0) app.gcode.kick();
      return reply.status(201).send(saved.printer);
    },
  );

  app.put(
    '/production/printers/:id',
    {
      schema: {
        summary: 'Edit a printer (what is loaded now, its bed, archived or not)',
        params: idParams,
        body: printerInputSchema,
        response: { 200: printerViewSchema },
      },
    },
    async (req) => {
      const saved = await updatePrinter(app.db, req.params.id, req.body);
      await app.afterCommit(saved, { urgency: 'now' });
      if (saved.assigned.length > 0) app.gcode.kick();
      return saved.printer;
    },
  );

  app.post(
    '/production/printers/test-connection',
    {
      schema: {
        summary: 'Test a connected printer: what it says of itself (version, state), or why not',
        description:
          "Reaches the OctoPrint or Moonraker at baseUrl with the key typed or, left empty with printerId, the printer's stored key (only at its stored address). The key is never sent back. Answers 200 with ok false and the reason when the printer refuses or does not answer; 429 after 20 tests a minute.",
        body: testConnectionInputSchema,
        response: { 200: connectionReportSchema },
      },
    },
    async (req, reply) => {
      await connectionTests(`user:${req.auth?.userId ?? 'admin'}`);
      const report = await checkPrinterConnection(app.db, req.body);
      return reply.header('cache-control', 'private, no-store').send(report);
    },
  );

  app.post(
    '/production/printers/:id/bed-cleared',
    {
      schema: {
        summary: "Say a printer's bed is cleared (it may take a job again)",
        params: idParams,
        response: { 200: printerViewSchema },
      },
    },
    async (req) => {
      const saved = await clearPrinterBed(app.db, req.params.id);
      await app.afterCommit(saved, { urgency: 'now' });
      if (saved.assigned.length > 0) app.gcode.kick();
      return saved.printer;
    },
  );

  app.post(
    '/production/jobs',
    {
      schema: {
        summary: 'Add a restock job for a tracked, printed-to-order variant',
        body: restockJobInputSchema,
        response: { 201: jobViewSchema },
      },
    },
    async (req, reply) => {
      const created = await createRestockJob(app.db, req.body, actorOf(req));
      await app.afterCommit(created, { urgency: 'now' });
      if (created.assigned.length > 0) app.gcode.kick();
      return reply.status(201).send(created.job);
    },
  );

  app.get(
    '/production/jobs/:id',
    {
      schema: {
        summary: 'Read a print job and its timeline',
        params: idParams,
        response: { 200: jobDetailSchema },
      },
    },
    async (req) => ({
      job: await findJob(app.db, req.params.id),
      events: await listJobEvents(app.db, req.params.id),
    }),
  );

  app.post(
    '/production/jobs/:id/actions',
    {
      schema: {
        summary:
          'Act on a print job: assign, start, printed, good, bad, hold, release, cancel, stop',
        description:
          'Planned by the job state machine. 409 on a stale version, an illegal transition, a printer that does not suit, or too little filament (unless force).',
        params: idParams,
        body: jobActionInputSchema,
        response: { 200: jobViewSchema },
      },
    },
    async (req) => {
      const changed = await changeJob(app.db, req.params.id, req.body, actorOf(req));
      await app.afterCommit(changed, { urgency: 'now' });
      if (changed.assigned.length > 0) app.gcode.kick();
      return changed.job;
    },
  );

  app.get(
    '/production/jobs/:id/gcode',
    {
      schema: {
        summary: "Download a job's G-code, sliced for its printer (for the printer's SD card)",
        produces: ['application/octet-stream'],
        params: idParams,
        response: { 200: fileBody('The G-code file') },
      },
    },
    async (req, reply) => {
      const file = await readJobGcode(app.db, app.storage, req.params.id);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    '/production/jobs/:id/move',
    {
      schema: {
        summary: 'Move a queued job in the queue',
        params: idParams,
        body: moveJobInputSchema,
        response: { 200: jobViewSchema },
      },
    },
    async (req) => {
      const moved = await moveJob(app.db, req.params.id, req.body.position, actorOf(req));
      await app.afterCommit(moved, { urgency: 'now' });
      return moved.job;
    },
  );

  app.post(
    '/production/jobs/merge',
    {
      schema: {
        summary: 'Put queued pieces of one line on one plate',
        body: mergeJobsInputSchema,
        response: { 200: jobViewSchema },
      },
    },
    async (req) => {
      const merged = await mergeJobs(app.db, req.body.jobIds, actorOf(req));
      await app.afterCommit(merged, { urgency: 'now' });
      return merged.job;
    },
  );

  app.get(
    '/production/spools',
    { schema: { summary: 'List the filament spools', response: { 200: spoolListSchema } } },
    async () => listSpools(app.db),
  );

  app.post(
    '/production/spools',
    {
      schema: {
        summary: 'Add a filament spool',
        body: spoolInputSchema,
        response: { 201: spoolViewSchema },
      },
    },
    async (req, reply) => {
      const saved = await createSpool(app.db, req.body);
      await app.afterCommit(saved, { urgency: 'now' });
      return reply.status(201).send(saved.spool);
    },
  );

  app.put(
    '/production/spools/:id',
    {
      schema: {
        summary: 'Edit a filament spool (grams left)',
        params: idParams,
        body: spoolInputSchema,
        response: { 200: spoolViewSchema },
      },
    },
    async (req) => {
      const saved = await updateSpool(app.db, req.params.id, req.body);
      await app.afterCommit(saved, { urgency: 'now' });
      return saved.spool;
    },
  );

  app.post(
    '/production/spools/:id/load',
    {
      schema: {
        summary: 'Load a spool on a printer, or take it off (printerId null)',
        params: idParams,
        body: spoolLoadInputSchema,
        response: { 200: spoolViewSchema },
      },
    },
    async (req) => {
      const saved = await loadSpool(app.db, req.params.id, req.body.printerId);
      await app.afterCommit(saved, { urgency: 'now' });
      return saved.spool;
    },
  );

  app.get(
    '/production/variants/:id/print',
    {
      schema: {
        summary: "Read a variant's print settings (printed to order, model, material)",
        params: idParams,
        response: { 200: variantPrintViewSchema },
      },
    },
    async (req) => readVariantPrint(app.db, req.params.id),
  );

  app.put(
    '/production/variants/:id/print',
    {
      schema: {
        summary: 'Mark a variant printed to order (or not), with its material, colour, quality',
        params: idParams,
        body: variantPrintInputSchema,
        response: { 200: variantPrintViewSchema },
      },
    },
    async (req) => saveVariantPrint(app.db, req.params.id, req.body),
  );

  app.post(
    '/production/variants/:id/model',
    {
      schema: {
        summary: 'Upload a variant\'s model (STL, OBJ or 3MF, multipart field "file")',
        description: 'Measured and checked as a custom-print upload is.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: variantPrintViewSchema },
      },
    },
    async (req) => {
      // The same budgets as a custom-print upload: refused before reading an oversized body.
      if (Number(req.headers['content-length'] ?? 0) > MAX_MODEL_BYTES + 64 * 1024)
        throw tooLarge();
      if (!req.isMultipart())
        throw new DomainError(
          'unsupported',
          'multipart_required',
          'Send the model as multipart/form-data in a field named "file".',
        );
      await readVariantPrint(app.db, req.params.id);
      const file = await req.file({ limits: { fileSize: MAX_MODEL_BYTES } });
      if (!file) throw badRequest('No file was sent. Choose an STL, OBJ or 3MF file.', 'no_file');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      const model = await storeModel(app.db, app.storage, sharedGeometryPool(), {
        bytes,
        originalName: file.filename,
        userId: req.auth?.userId ?? null,
      });
      return saveVariantModel(app.db, req.params.id, model.id);
    },
  );

  app.get(
    '/orders/:id/production',
    {
      schema: {
        summary: "Read an order's print jobs",
        params: idParams,
        response: { 200: orderProductionSchema },
      },
    },
    async (req) => readOrderProduction(app.db, req.params.id),
  );
}
