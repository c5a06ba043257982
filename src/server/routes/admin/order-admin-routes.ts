import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderStatusSchema, orderStatusUpdateSchema, shipmentInputSchema } from '../../../core/orders/order-admin-input';
import { exportOrdersCsv } from '../../services/admin/export-orders-csv';
import { getAdminOrder, listAdminOrders } from '../../services/admin/list-admin-orders';
import { shipOrder } from '../../services/admin/ship-order';
import { updateOrderStatus } from '../../services/admin/update-order-status';
import { mailsWritten } from '../../services/outbox/mails-written';

const idParams = z.object({ id: z.uuid() });
const filterQuery = z.object({ status: orderStatusSchema.optional() });

export async function orderAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/orders', { schema: { querystring: filterQuery } }, async (req) => ({
    orders: await listAdminOrders(app.db, req.query.status),
  }));

  app.get('/orders/export.csv', { schema: { querystring: filterQuery } }, async (req, reply) => {
    const csv = await exportOrdersCsv(app.db, req.query.status);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${req.query.status ?? 'all'}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get('/orders/:id', { schema: { params: idParams } }, async (req) => getAdminOrder(app.db, req.params.id));

  app.patch('/orders/:id/status', { schema: { params: idParams, body: orderStatusUpdateSchema } }, async (req) => {
    const { row, eventIds } = await updateOrderStatus(app.db, req.params.id, req.body.status);
    await app.outbox.dispatch(eventIds);
    return row;
  });

  app.post('/orders/:id/shipment', { schema: { params: idParams, body: shipmentInputSchema } }, async (req) => {
    const { eventIds } = await shipOrder(app.db, req.params.id, req.body);
    // The e-mail goes when the shipment notification is on (the dispatch read the settings);
    // the answer waits for its first delivery attempt, as the owner expects it gone.
    const dispatched = await app.outbox.dispatch(eventIds, { awaitMail: true });
    const mailIds = await mailsWritten(app.db, eventIds, dispatched);
    return { order: await getAdminOrder(app.db, req.params.id), emailSent: mailIds.length > 0 };
  });
}
