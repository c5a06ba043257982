import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#core/api/wire-schemas';
import { messageReadStateSchema } from '#core/contact/contact-responses';
import { adminMessagesPageSchema } from '#core/lists/list-responses';
import { adminMessagesQuerySchema } from '#core/lists/admin-list-queries';
import {
  contactReplyViewSchema,
  messageReplySchema,
  savedReplyInputSchema,
  savedReplyListSchema,
  savedReplyViewSchema,
} from '#core/contact/contact-replies';
import {
  inboxCheckResultSchema,
  inboxMailboxInputSchema,
  inboxMailboxViewSchema,
} from '#core/contact/inbox-mailbox';
import { listMessages } from './list-messages';
import { deleteMessage, markMessageRead } from './edit-messages';
import { mailHostOf, sendMessageReply } from './send-message-reply';
import { listSavedReplies } from './list-saved-replies';
import { createSavedReply, deleteSavedReply, updateSavedReply } from './edit-saved-replies';
import { readInboxMailboxView } from './read-inbox-mailbox';
import { saveInboxMailbox } from './save-inbox-mailbox';
import { checkReplyMailbox } from './check-reply-mailbox';
import { conflict } from '../lib/domain-error';

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
    async (req) => {
      const { row, eventIds } = await markMessageRead(app.db, req.params.id, req.body.read);
      await app.afterCommit({ eventIds }, { urgency: 'now' });
      return row;
    },
  );
  app.delete(
    '/messages/:id',
    { schema: { summary: 'Delete a message', params: idParams, response: { 204: noContent } } },
    async (req, reply) => {
      await app.afterCommit(await deleteMessage(app.db, req.params.id), { urgency: 'now' });
      return reply.status(204).send();
    },
  );
  app.post(
    '/messages/:id/replies',
    {
      schema: {
        summary: 'Answer a message: a mail in its thread, the message marked answered',
        params: idParams,
        body: messageReplySchema,
        response: { 201: contactReplyViewSchema },
      },
    },
    async (req, reply) => {
      const sent = await sendMessageReply(app.db, {
        messageId: req.params.id,
        body: req.body.body,
        fromEmail: req.auth?.email ?? 'admin',
        mailHost: mailHostOf(app.config.publicUrl),
      });
      // The answer says the first delivery attempt was made (a failure retries later).
      await app.afterCommit({ eventIds: sent.eventIds }, { urgency: 'with-mail' });
      return reply.status(201).send(sent.reply);
    },
  );
  app.get(
    '/saved-replies',
    { schema: { summary: 'List the saved replies', response: { 200: savedReplyListSchema } } },
    async () => listSavedReplies(app.db),
  );
  app.post(
    '/saved-replies',
    {
      schema: {
        summary: 'Save a reply for everyday answers',
        body: savedReplyInputSchema,
        response: { 201: savedReplyViewSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createSavedReply(app.db, req.body)),
  );
  app.put(
    '/saved-replies/:id',
    {
      schema: {
        summary: 'Change a saved reply',
        params: idParams,
        body: savedReplyInputSchema,
        response: { 200: savedReplyViewSchema },
      },
    },
    async (req) => updateSavedReply(app.db, req.params.id, req.body),
  );
  app.delete(
    '/saved-replies/:id',
    {
      schema: { summary: 'Delete a saved reply', params: idParams, response: { 204: noContent } },
    },
    async (req, reply) => {
      await deleteSavedReply(app.db, req.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/inbox-mailbox',
    {
      schema: {
        summary: 'The mailbox customer replies are read from (no password)',
        response: { 200: inboxMailboxViewSchema },
      },
    },
    async () => readInboxMailboxView(app.db, app.config),
  );
  app.put(
    '/inbox-mailbox',
    {
      schema: {
        summary: 'Name the mailbox customer replies are read from',
        body: inboxMailboxInputSchema,
        response: { 200: inboxMailboxViewSchema },
      },
    },
    async (req) => {
      await saveInboxMailbox(app.db, req.body);
      return readInboxMailboxView(app.db, app.config);
    },
  );
  app.post(
    '/inbox-mailbox/check',
    {
      schema: {
        summary: 'Read the reply mailbox now',
        response: { 200: inboxCheckResultSchema },
      },
    },
    async () => {
      const checked = await checkReplyMailbox({
        db: app.db,
        config: app.config,
        log: app.log,
        afterCommit: app.afterCommit,
      });
      if (!checked) throw conflict('No reply mailbox is named', 'mailbox_not_set');
      return checked;
    },
  );
}
