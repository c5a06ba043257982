import type { FastifyInstance } from 'fastify';
import { getDashboard } from '../../services/admin/get-dashboard';
import { listCustomers } from '../../services/admin/list-customers';

export async function dashboardAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dashboard', async () => getDashboard(app.db));
  app.get('/customers', async () => ({ customers: await listCustomers(app.db) }));
}
