import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMessagesQuerySchema } from '../../../core/lists/admin-list-queries';
import { deleteMessage, listMessages, markMessageRead } from '../../services/admin/manage-messages';

const idParams = z.object({ id: z.uuid() });

/** The contact form's inbox (beyond the spec). */
export async function inboxAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/messages', { schema: { querystring: adminMessagesQuerySchema } }, async (req) => listMessages(app.db, req.query));
  app.patch('/messages/:id', { schema: { params: idParams, body: z.object({ read: z.boolean() }) } }, async (req) =>
    markMessageRead(app.db, req.params.id, req.body.read),
  );
  app.delete('/messages/:id', { schema: { params: idParams } }, async (req, reply) => {
    await deleteMessage(app.db, req.params.id);
    return reply.status(204).send();
  });
}
