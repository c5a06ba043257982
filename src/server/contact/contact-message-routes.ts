import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactReceiptSchema } from '#core/contact/contact-responses';
import { CONTACT_RATE_LIMIT } from '#core/contact/contact-limits';
import { contactMessageSchema } from '#core/contact/contact-message';
import { createShopRateLimiter } from '../lib/postgres-rate-limiter';
import { createContactMessage } from './create-contact-message';

/** POST /api/contact: a visitor's message, validated by core's schema, stored for the inbox. */
export async function postContactMessage(app: FastifyInstance): Promise<void> {
  const limiter = createShopRateLimiter(app.dbHandle, { ...CONTACT_RATE_LIMIT, prefix: 'contact' });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      // Four bounded fields: even all-escaped (\uXXXX, 6 bytes a character) they fit in 64 KB.
      bodyLimit: 64 * 1024,
      schema: {
        summary: 'Send a message to the shop',
        body: contactMessageSchema,
        response: { 201: contactReceiptSchema },
      },
    },
    async (request, reply) => {
      const saved = await createContactMessage(app.db, limiter, {
        ...request.body,
        ip: request.ip,
      });
      await app.afterCommit({ eventIds: saved.eventIds }, { urgency: 'soon' });
      return reply.status(201).send({ id: saved.id, createdAt: saved.createdAt.toISOString() });
    },
  );
}
