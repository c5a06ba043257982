import type { FastifyInstance } from 'fastify';
import { customerListSchema, dashboardSchema } from '../../../core/admin/admin-responses';
import { getDashboard } from '../../services/admin/get-dashboard';
import { listCustomers } from '../../services/admin/list-customers';

export async function dashboardAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/dashboard',
    { schema: { summary: 'Dashboard figures', response: { 200: dashboardSchema } } },
    async () => getDashboard(app.db),
  );
  app.get(
    '/customers',
    { schema: { summary: 'List the customers', response: { 200: customerListSchema } } },
    async () => ({ customers: await listCustomers(app.db) }),
  );
}
