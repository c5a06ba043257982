import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ownerQuoteListResponseSchema,
  ownerQuoteResponseSchema,
} from '#core/custom-prints/custom-print-responses';
import { adminQuotesPageSchema } from '#core/lists/list-responses';
import { adminQuotesQuerySchema } from '#core/lists/admin-list-queries';
import { quoteDecisionSchema } from '#core/custom-prints/print-schemas';
import { decideQuote } from './decide-quote';
import { findQuote, listQuotesForAdmin, listQuotesOfOrder } from './list-quotes';
import { readQuoteViewer } from './quote-view';

const idParams = z.object({ id: z.uuid() });

/** The owner's Quotes page: requests, the figures, and the decision that e-mails the customer. */
export async function quoteAdminRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/custom-prints/quotes',
    {
      schema: {
        summary: 'List the quotes (paged)',
        querystring: adminQuotesQuerySchema,
        response: { 200: adminQuotesPageSchema },
      },
    },
    async (request) => {
      const page = await listQuotesForAdmin(app.db, request.query);
      const toView = await readQuoteViewer(app.db);
      return {
        ...page,
        items: page.items.map((r) => ({
          ...toView(r.quote, r.model),
          customerEmail: r.customerEmail,
        })),
      };
    },
  );

  app.get(
    '/custom-prints/quotes/:id',
    {
      schema: {
        summary: 'Read a quote',
        params: idParams,
        response: { 200: ownerQuoteResponseSchema },
      },
    },
    async (request) => {
      const { quote, model } = await findQuote(app.db, request.params.id);
      return { quote: (await readQuoteViewer(app.db))(quote, model) };
    },
  );

  // The order detail shows these: each custom print line with its quote and file.
  app.get(
    '/custom-prints/orders/:id',
    {
      schema: {
        summary: 'List the custom print quotes of an order',
        params: idParams,
        response: { 200: ownerQuoteListResponseSchema },
      },
    },
    async (request) => {
      const rows = await listQuotesOfOrder(app.db, request.params.id);
      const toView = await readQuoteViewer(app.db);
      return { quotes: rows.map((r) => toView(r.quote, r.model)) };
    },
  );

  app.post(
    '/custom-prints/quotes/:id/decision',
    {
      schema: {
        summary: 'Approve, adjust or reject a requested quote (mails the customer)',
        params: idParams,
        body: quoteDecisionSchema,
        response: { 200: ownerQuoteResponseSchema },
      },
    },
    async (request) => {
      const decided = await decideQuote(app.db, {
        quoteId: request.params.id,
        decision: request.body,
      });
      // The answer says the customer was told: their e-mail's first attempt comes before it.
      await app.afterCommit(decided, { urgency: 'with-mail' });
      return { quote: (await readQuoteViewer(app.db))(decided.quote, decided.model) };
    },
  );
}
