import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#core/api/wire-schemas';
import { messageReadStateSchema } from '#core/contact/contact-responses';
import { adminMessagesPageSchema } from '#core/lists/list-responses';
import { adminMessagesQuerySchema } from '#core/lists/admin-list-queries';
import { listMessages } from './list-messages';
import { deleteMessage, markMessageRead } from './edit-messages';

const idParams = z.object({ id: z.uuid() });

/** The contact form's inbox (beyond the spec). */
export async function inboxAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/messages',
    {
      schema: {
        summary: 'List the contact messages (paged)',
        querystring: adminMessagesQuerySchema,
        response: { 200: adminMessagesPageSchema },
      },
    },
    async (req) => listMessages(app.db, req.query),
  );
  app.patch(
    '/messages/:id',
    {
      schema: {
        summary: 'Mark a message read or unread',
        params: idParams,
        body: z.object({ read: z.boolean() }),
        response: { 200: messageReadStateSchema },
      },
    },
    async (req) => markMessageRead(app.db, req.params.id, req.body.read),
  );
  app.delete(
    '/messages/:id',
    { schema: { summary: 'Delete a message', params: idParams, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteMessage(app.db, req.params.id);
      return reply.status(204).send();
    },
  );
}
