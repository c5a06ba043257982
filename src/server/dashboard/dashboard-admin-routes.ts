import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema, waitingSchema } from '#core/dashboard/dashboard-responses';
import { readDashboard } from './read-dashboard';
import { countWaiting } from './count-waiting';

export async function dashboardAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dashboard',
    { schema: { summary: 'Dashboard figures', response: { 200: dashboardSchema } } },
    async () => readDashboard(app.db),
  );
  app.get(
    '/waiting',
    {
      schema: {
        summary: 'What waits for the owner: open orders, quote requests, unread messages',
        response: { 200: waitingSchema },
      },
    },
    async () => countWaiting(app.db),
  );
}
