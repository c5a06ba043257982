import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#core/dashboard/dashboard-responses';
import { readDashboard } from './read-dashboard';

export async function dashboardAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dashboard',
    { schema: { summary: 'Dashboard figures', response: { 200: dashboardSchema } } },
    async () => readDashboard(app.db),
  );
}
