import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCustomerPrice } from '#core/custom-prints/breakdown-lines';
import {
  customerEstimateResponseSchema,
  customerQuoteListResponseSchema,
  customerQuoteResponseSchema,
  printOptionsViewSchema,
} from '#core/custom-prints/custom-print-responses';
import {
  INFILL_CHOICES,
  PRINT_QUALITIES,
  type PrintQuality,
} from '#core/custom-prints/print-constants';
import { printOptionsSchema, quoteRequestSchema } from '#core/custom-prints/print-schemas';
import { createClientBudget } from '../lib/client-budget';
import { notFound } from '../lib/domain-error';
import { createQuote } from './create-quote';
import { listMaterials } from './list-materials';
import { MAX_MODEL_BYTES } from './model-view';
import { priceModel } from './price-model';
import { findPricingConstants } from './find-pricing-constants';
import { readPrinterBed } from './slicing/read-printer-bed';
import { findQuote, listQuotesOfUser } from './list-quotes';
import { readCustomerQuoteViewer } from './quote-view';
import { requestQuote } from './request-quote';

const priceBody = printOptionsSchema.extend({ modelId: z.uuid() });
const idParams = z.object({ id: z.uuid() });

/**
 * The customer's side: choices, instant price, stored quotes, requests for review. Every answer
 * carries the customer's price, never the shop's cost breakdown (the admin routes have that).
 */
export async function quoteRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // The live estimate follows every option change; a stored quote is one click.
  const estimates = createClientBudget(app, {
    max: 600,
    windowMs: 10 * 60_000,
    prefix: 'print-estimate',
    message: 'Too many price estimates. Please wait a few minutes and try again.',
  });
  const quotes = createClientBudget(app, {
    max: 60,
    windowMs: 10 * 60_000,
    prefix: 'print-quote',
    message: 'Too many quotes. Please wait a few minutes and try again.',
  });
  const small = { bodyLimit: 4 * 1024 };

  app.get(
    '/custom-prints/options',
    {
      schema: {
        summary: 'The materials, qualities and constants a custom print can use',
        response: { 200: printOptionsViewSchema },
      },
    },
    async () => ({
      materials: (await listMaterials(app.db, { activeOnly: true })).map(
        ({ isActive: _active, ...m }) => m,
      ),
      qualities: Object.entries(PRINT_QUALITIES).map(([id, q]) => ({
        id: id as PrintQuality,
        label: q.label,
        layerHeightMm: q.layerHeightMm,
      })),
      infillChoices: INFILL_CHOICES,
      constants: await findPricingConstants(app.db),
      printerBedMm: await readPrinterBed(app.db),
      maxUploadBytes: MAX_MODEL_BYTES,
    }),
  );

  // A live price while the customer changes options; nothing is stored.
  app.post(
    '/custom-prints/estimate',
    {
      ...small,
      schema: {
        summary: 'Price a model with these options (nothing is stored)',
        body: priceBody,
        response: { 200: customerEstimateResponseSchema },
      },
    },
    async (request) => {
      await estimates(`ip:${request.ip}`);
      const { modelId, ...options } = request.body;
      const { breakdown, material } = await priceModel(app.db, modelId, options);
      // The customer's price only: the shop's costs stay in the owner's answers (decision 173).
      return {
        price: toCustomerPrice(breakdown, {
          materialKey: material.id,
          materialName: material.name,
        }),
      };
    },
  );

  app.post(
    '/custom-prints/quotes',
    {
      ...small,
      schema: {
        summary: 'Store a priced quote',
        security: [{ bearer: [] }, {}],
        body: priceBody,
        response: { 201: customerQuoteResponseSchema },
      },
    },
    async (request, reply) => {
      await quotes(`ip:${request.ip}`);
      const { modelId, ...options } = request.body;
      const { quote, model } = await createQuote(app.db, {
        modelId,
        options,
        userId: request.auth?.userId ?? null,
        slicing: app.slicer.status()?.enabled === true,
      });
      // The slice runs in the background (here or in any process); the answer is the estimate.
      if (quote.sliceStatus === 'queued') app.slicer.kick();
      return reply
        .status(201)
        .send({ quote: (await readCustomerQuoteViewer(app.db))(quote, model) });
    },
  );

  app.get(
    '/custom-prints/quotes',
    {
      onRequest: app.requireUser,
      schema: { summary: 'List my quotes', response: { 200: customerQuoteListResponseSchema } },
    },
    async (request) => {
      const rows = await listQuotesOfUser(app.db, request.auth!.userId);
      const toView = await readCustomerQuoteViewer(app.db);
      return { quotes: rows.map((r) => toView(r.quote, r.model)) };
    },
  );

  app.get(
    '/custom-prints/quotes/:id',
    {
      schema: {
        summary: 'Read a quote (an unclaimed one by its id, a claimed one by its owner)',
        security: [{ bearer: [] }, {}],
        params: idParams,
        response: { 200: customerQuoteResponseSchema },
      },
    },
    async (request) => {
      const { quote, model } = await findQuote(app.db, request.params.id);
      // An unclaimed quote is reachable by its unguessable id; a claimed one only by its owner.
      if (quote.userId && quote.userId !== request.auth?.userId)
        throw notFound('This quote does not exist.', 'quote_not_found');
      return { quote: (await readCustomerQuoteViewer(app.db))(quote, model) };
    },
  );

  app.post(
    '/custom-prints/quotes/:id/request',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Ask the shop to review a quote',
        params: idParams,
        body: quoteRequestSchema,
        response: { 200: customerQuoteResponseSchema },
      },
    },
    async (request) => {
      const requested = await requestQuote(app.db, {
        quoteId: request.params.id,
        userId: request.auth!.userId,
        note: request.body.note,
      });
      await app.afterCommit(requested, { urgency: 'soon' });
      const { quote, model } = requested;
      return { quote: (await readCustomerQuoteViewer(app.db))(quote, model) };
    },
  );
}
