import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOrderProductionSchema } from '#core/production/production-schemas';
import { readCustomerOrderProduction } from './read-order-production';

/** The customer's side of production: how each printed line of their own order stands. */
export async function productionRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/orders/:orderId/production',
    {
      onRequest: app.requireUser,
      schema: {
        summary:
          "Read how my order's printed lines stand (queued, printing, printed, checked, shipped)",
        params: z.object({ orderId: z.uuid() }),
        response: { 200: customerOrderProductionSchema },
      },
    },
    async (request, reply) => {
      const { userId, email } = request.auth!;
      // Someone else's order answers exactly like a missing one.
      const production = await readCustomerOrderProduction(app.db, request.params.orderId, {
        userId,
        email,
      });
      return reply.header('cache-control', 'private, no-store').send(production);
    },
  );
}
