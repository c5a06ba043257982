import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderStatusSchema, orderStatusUpdateSchema, shipmentInputSchema } from '../../../core/orders/order-admin-input';
import { fileBody } from '../../../core/api/wire-schemas';
import { adminOrderListSchema, orderSchema, orderStatusChangeSchema, shipmentResultSchema } from '../../../core/orders/order-responses';
import { exportOrdersCsv } from '../../services/admin/export-orders-csv';
import { getAdminOrder, listAdminOrders } from '../../services/admin/list-admin-orders';
import { shipOrder } from '../../services/admin/ship-order';
import { updateOrderStatus } from '../../services/admin/update-order-status';

const idParams = z.object({ id: z.uuid() });
const filterQuery = z.object({ status: orderStatusSchema.optional() });

export async function orderAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/orders', { schema: { summary: 'List the orders, newest first', querystring: filterQuery, response: { 200: adminOrderListSchema } } }, async (req) => ({
    orders: await listAdminOrders(app.db, req.query.status),
  }));

  app.get(
    '/orders/export.csv',
    { schema: { summary: 'Export the orders as CSV', produces: ['text/csv'], querystring: filterQuery, response: { 200: fileBody('CSV file, one row per order line') } } },
    async (req, reply) => {
      const csv = await exportOrdersCsv(app.db, req.query.status);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${req.query.status ?? 'all'}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get('/orders/:id', { schema: { summary: 'Read an order', params: idParams, response: { 200: orderSchema } } }, async (req) => getAdminOrder(app.db, req.params.id));

  app.patch('/orders/:id/status', { schema: { summary: 'Set an order status', params: idParams, body: orderStatusUpdateSchema, response: { 200: orderStatusChangeSchema } } }, async (req) =>
    updateOrderStatus(app.db, app.events, req.params.id, req.body.status),
  );

  app.post('/orders/:id/shipment', { schema: { summary: 'Mark an order shipped (mails the customer)', params: idParams, body: shipmentInputSchema, response: { 200: shipmentResultSchema } } }, async (req) => {
    const env = { adminEmail: app.config.adminEmail, externalStoreUrl: app.config.externalStoreUrl };
    const { emailSent } = await shipOrder({ db: app.db, events: app.events, mailer: app.mailer, env }, req.params.id, req.body);
    return { order: await getAdminOrder(app.db, req.params.id), emailSent };
  });
}
