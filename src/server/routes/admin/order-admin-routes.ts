import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderStatusSchema, orderStatusUpdateSchema, shipmentInputSchema } from '../../../core/orders/order-admin-input';
import { exportOrdersCsv } from '../../services/admin/export-orders-csv';
import { getAdminOrder, listAdminOrders } from '../../services/admin/list-admin-orders';
import { shipOrder } from '../../services/admin/ship-order';
import { updateOrderStatus } from '../../services/admin/update-order-status';

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

  app.patch('/orders/:id/status', { schema: { params: idParams, body: orderStatusUpdateSchema } }, async (req) =>
    updateOrderStatus(app.db, app.events, req.params.id, req.body.status),
  );

  app.post('/orders/:id/shipment', { schema: { params: idParams, body: shipmentInputSchema } }, async (req) => {
    const env = { adminEmail: app.config.adminEmail, externalStoreUrl: app.config.externalStoreUrl };
    const { emailSent } = await shipOrder({ db: app.db, events: app.events, mailer: app.mailer, env }, req.params.id, req.body);
    return { order: await getAdminOrder(app.db, req.params.id), emailSent };
  });
}
