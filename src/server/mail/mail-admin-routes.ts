import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failedMailListSchema, mailResendSchema } from '#core/mail/failed-mail';
import { notFound } from '../lib/domain-error';
import { listFailedMails } from './list-failed-mails';

const idParams = z.object({ id: z.uuid() });

/** E-mails the shop could not deliver after every attempt: the owner sees them and resends. */
export async function mailAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/mail/failed',
    {
      schema: {
        summary: 'List the e-mails that could not be delivered',
        response: { 200: failedMailListSchema },
      },
    },
    async (_req, reply) =>
      reply.header('cache-control', 'no-store').send({ mails: await listFailedMails(app.db) }),
  );
  app.post(
    '/mail/:id/resend',
    {
      schema: {
        summary: 'Queue a failed e-mail again',
        params: idParams,
        response: { 202: mailResendSchema },
      },
    },
    async (req, reply) => {
      if (!(await app.mailer.resend(req.params.id)))
        throw notFound('No failed e-mail with this id.', 'mail_not_found');
      return reply.status(202).send({ id: req.params.id, queued: true });
    },
  );
}
