import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminCustomersQuerySchema } from '../../../core/lists/admin-list-queries';
import { getDashboard } from '../../services/admin/get-dashboard';
import { listCustomers } from '../../services/admin/list-customers';

export async function dashboardAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/dashboard', async () => getDashboard(app.db));
  app.get('/customers', { schema: { querystring: adminCustomersQuerySchema } }, async (req) => listCustomers(app.db, req.query));
}
