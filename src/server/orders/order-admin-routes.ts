import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkOrderStatusInputSchema,
  orderNoteInputSchema,
  orderRefundInputSchema,
  orderStatusUpdateSchema,
  shipmentInputSchema,
} from '#core/orders/order-admin-input';
import { orderTimelineSchema } from '#core/orders/order-timeline';
import { toCents } from '#core/money';
import { fileBody } from '#core/api/wire-schemas';
import {
  bulkOrderStatusResultSchema,
  orderSchema,
  orderStatusChangeSchema,
  shipmentResultSchema,
} from '#core/orders/order-responses';
import {
  adminOrdersExportQuerySchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
} from '#core/orders/order-lists';
import { streamOrdersCsv } from './export-orders-csv';
import { findAdminOrder, listAdminOrders } from './list-admin-orders';
import { changeOrder, type OrderActor } from './change-order';
import { changeOrderStatuses } from './change-order-statuses';
import { listOrderEvents } from './list-order-events';
import { writeOrderNote } from './write-order-note';
import { findWrittenMails } from '../mail/find-written-mails';

const idParams = z.object({ id: z.uuid() });

/** The owner as the timeline names them. */
function actorOf(req: FastifyRequest): OrderActor {
  return { userId: req.auth?.userId ?? null, label: req.auth?.email ?? 'admin' };
}

export async function orderAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders',
    {
      schema: {
        summary: 'List the orders (paged, searchable)',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersPageSchema },
      },
    },
    async (req) => listAdminOrders(app.db, req.query),
  );

  // Streams every matching row (no cap); a failure mid-way cuts the download short.
  app.get(
    '/orders/export.csv',
    {
      schema: {
        summary: 'Export the orders as CSV (streamed)',
        produces: ['text/csv'],
        querystring: adminOrdersExportQuerySchema,
        response: { 200: fileBody('CSV file, one row per order line') },
      },
    },
    async (req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      // The header row and first rows are read before the reply starts: a database refusal then
      // answers as an error, not as a 200 whose download breaks after the header.
      const chunks = streamOrdersCsv(app.db, req.query);
      const first = await chunks.next();
      const stream = Readable.from(first.done ? chunks : prepend(first.value, chunks));
      stream.on('error', (err) => req.log.error({ err }, 'order export failed mid-stream'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="orders-${req.query.status ?? 'all'}-${day}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/orders/:id',
    { schema: { summary: 'Read an order', params: idParams, response: { 200: orderSchema } } },
    async (req) => findAdminOrder(app.db, req.params.id),
  );

  app.patch(
    '/orders/:id/status',
    {
      schema: {
        summary: 'Set an order status',
        params: idParams,
        body: orderStatusUpdateSchema,
        response: { 200: orderStatusChangeSchema },
      },
    },
    async (req) => {
      // Every status applies its effects (decision 127); `shipped` mails like the shipment form.
      const { status, restock, notifyCustomer } = req.body;
      const changed = await changeOrder(
        app.db,
        req.params.id,
        { type: 'set_status', status },
        actorOf(req),
        {
          refund: app.payments.refund,
          closePayment: app.payments.closePayment,
          restock,
          notifyCustomer,
        },
      );
      await app.afterCommit(changed, { urgency: status === 'shipped' ? 'with-mail' : 'now' });
      return changed.order;
    },
  );

  app.post(
    '/orders/bulk-status',
    {
      schema: {
        summary: 'Set one status on several orders (at most 100), each checked on its own',
        body: bulkOrderStatusInputSchema,
        response: { 200: bulkOrderStatusResultSchema },
      },
    },
    // Each change's live updates go out as it commits; its mails follow from the outbox (a
    // hundred shipment mails are not waited for one by one).
    async (req) =>
      changeOrderStatuses(
        app.db,
        req.body,
        actorOf(req),
        { refund: app.payments.refund, closePayment: app.payments.closePayment },
        (changes) => app.afterCommit(changes, { urgency: 'now' }),
      ),
  );

  app.post(
    '/orders/:id/shipment',
    {
      schema: {
        summary: 'Mark an order shipped (mails the customer)',
        params: idParams,
        body: shipmentInputSchema,
        response: { 200: shipmentResultSchema },
      },
    },
    async (req) => {
      const shipped = await changeOrder(
        app.db,
        req.params.id,
        { type: 'ship', ...req.body },
        actorOf(req),
      );
      // The e-mail goes when the shipment notification is on (the dispatch read the settings);
      // the answer waits for its first delivery attempt, as the owner expects it gone.
      const dispatched = await app.afterCommit(shipped, { urgency: 'with-mail' });
      const mailIds = await findWrittenMails(app.db, shipped.eventIds, dispatched);
      return { order: await findAdminOrder(app.db, req.params.id), emailSent: mailIds.length > 0 };
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        summary: 'Refund part or all of what an order paid',
        params: idParams,
        body: orderRefundInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (req) => {
      const refunded = await changeOrder(
        app.db,
        req.params.id,
        { type: 'refund', amount: toCents(req.body.amount) },
        actorOf(req),
        {
          reason: req.body.reason || undefined,
          refund: app.payments.refund,
          notifyCustomer: req.body.notifyCustomer,
        },
      );
      await app.afterCommit(refunded, { urgency: 'now' });
      return findAdminOrder(app.db, req.params.id);
    },
  );

  app.get(
    '/orders/:id/timeline',
    {
      schema: {
        summary: "Read an order's timeline and notes",
        params: idParams,
        response: { 200: orderTimelineSchema },
      },
    },
    async (req) => listOrderEvents(app.db, req.params.id),
  );

  app.post(
    '/orders/:id/notes',
    {
      schema: {
        summary: 'Add an internal note to an order (never shown to the customer)',
        params: idParams,
        body: orderNoteInputSchema,
        response: { 200: orderTimelineSchema },
      },
    },
    async (req) => {
      await writeOrderNote(app.db, req.params.id, req.body.note, actorOf(req));
      return listOrderEvents(app.db, req.params.id);
    },
  );
}

async function* prepend<T>(first: T, rest: AsyncIterable<T>): AsyncGenerator<T> {
  yield first;
  yield* rest;
}
