import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminCustomersPageSchema } from '#core/customers/customer-responses';
import { adminCustomersQuerySchema } from '#core/lists/admin-list-queries';
import { listCustomers } from './list-customers';

/** The customer accounts, for the owner (under /api/admin). */
export async function customerAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/customers',
    {
      schema: {
        summary: 'List the customers (paged, searchable)',
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomersPageSchema },
      },
    },
    async (req) => listCustomers(app.db, req.query),
  );
}
