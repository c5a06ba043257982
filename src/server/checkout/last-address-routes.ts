import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lastAddressSchema } from '#core/checkout/last-address';
import { findLastAddress } from './find-last-address';

/** A returning customer's last address, which checkout fills in for them. */
export async function lastAddressRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/checkout/last-address',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Read my last order's address (null before my first order)",
        response: { 200: lastAddressSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await findLastAddress(app.db, request.auth!.userId)),
  );
}
