import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactReceiptSchema } from '../../../core/contact/contact-responses';
import { contactMessageSchema } from '../../../core/contact/contact-message';
import { createContactMessage } from '../../services/contact/create-contact-message';

/** POST /api/contact: a visitor's message, validated by core's schema, stored for the inbox. */
export async function postContactMessage(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      schema: {
        summary: 'Send a message to the shop',
        body: contactMessageSchema,
        response: { 201: contactReceiptSchema },
      },
    },
    async (request, reply) => {
      const saved = await createContactMessage(app.db, { ...request.body, ip: request.ip });
      return reply.status(201).send({ id: saved.id, createdAt: saved.createdAt });
    },
  );
}
