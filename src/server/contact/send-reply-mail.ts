import { asc, eq } from 'drizzle-orm';
import { referencesFor, threadMessageId } from '#core/contact/mail-thread';
import { messageReplyMail } from '#core/contact/reply-mail';
import { mailParts } from '#core/mail/mail-content';
import type { Executor } from '../../db/client';
import { contactMessages, contactReplies } from '../../db/schema/operations';
import type { Mailer } from '../mail/mailer';

/**
 * The mail of an owner's answer (the dispatcher's `contact.replied`, decision 175): its own
 * Message-ID, In-Reply-To the mail before it in the thread, References the whole thread from
 * the first message (whose id is derived from the message's), Reply-To the mailbox the shop
 * reads. An answer gone meanwhile (its message deleted) mails nobody.
 */
export async function sendReplyMail(
  db: Executor,
  mailer: Mailer,
  replyId: string,
  shop: { storeName: string; mailHost: string; replyTo: string },
): Promise<void> {
  const [reply] = await db
    .select({
      messageId: contactReplies.contactMessageId,
      body: contactReplies.body,
      mailMessageId: contactReplies.mailMessageId,
      createdAt: contactReplies.createdAt,
    })
    .from(contactReplies)
    .where(eq(contactReplies.id, replyId));
  if (!reply) return;
  const [message] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, reply.messageId));
  if (!message) return;
  const earlier = await db
    .select({
      mailMessageId: contactReplies.mailMessageId,
      createdAt: contactReplies.createdAt,
      direction: contactReplies.direction,
      body: contactReplies.body,
    })
    .from(contactReplies)
    .where(eq(contactReplies.contactMessageId, message.id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  const before = earlier.filter(
    (row) => row.mailMessageId !== reply.mailMessageId && row.createdAt <= reply.createdAt,
  );
  const first = threadMessageId('contact', message.id, shop.mailHost);
  const threadIds = [first, ...before.map((row) => row.mailMessageId)].filter(
    (id, i, all) => all.indexOf(id) === i,
  );
  // The customer's last words are what the answer quotes: their latest reply, else the message.
  const lastIn = before.filter((row) => row.direction === 'in').at(-1);
  const parts = mailParts(
    messageReplyMail(
      {
        subject: message.subject,
        customerName: message.name,
        body: reply.body,
        quoted: lastIn
          ? { at: lastIn.createdAt, name: message.name, text: lastIn.body }
          : { at: message.createdAt, name: message.name, text: message.message },
      },
      shop,
    ),
  );
  await mailer.send({
    ...parts,
    to: message.email,
    replyTo: shop.replyTo,
    kind: 'contact_reply',
    headers: {
      messageId: reply.mailMessageId,
      inReplyTo: threadIds.at(-1),
      references: referencesFor(threadIds),
    },
  });
}
