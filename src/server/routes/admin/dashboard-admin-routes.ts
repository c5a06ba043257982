import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../../core/admin/admin-responses';
import { adminCustomersPageSchema } from '../../../core/lists/list-responses';
import { adminCustomersQuerySchema } from '../../../core/lists/admin-list-queries';
import { getDashboard } from '../../services/admin/get-dashboard';
import { listCustomers } from '../../services/admin/list-customers';

export async function dashboardAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/dashboard', { schema: { summary: 'Dashboard figures', response: { 200: dashboardSchema } } }, async () => getDashboard(app.db));
  app.get('/customers', { schema: { summary: 'List the customers (paged, searchable)', querystring: adminCustomersQuerySchema, response: { 200: adminCustomersPageSchema } } }, async (req) => listCustomers(app.db, req.query));
}
