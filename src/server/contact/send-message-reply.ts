import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { threadMessageId } from '#core/contact/mail-thread';
import type { ContactReplyView } from '#core/contact/contact-replies';
import type { Database } from '../../db/client';
import { contactMessages, contactReplies } from '../../db/schema/operations';
import { notFound } from '../lib/domain-error';
import { recordEvent } from '../domain-events/domain-event';

/**
 * The owner's answer to a contact message (decision 175), in one transaction: the answer joins
 * the message's thread with its own Message-ID, the message reads as answered (and read), and
 * the `contact.replied` event asks the dispatcher for its mail after the commit.
 */
export async function sendMessageReply(
  db: Database,
  input: { messageId: string; body: string; fromEmail: string; mailHost: string },
): Promise<{ reply: ContactReplyView; eventIds: string[] }> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .update(contactMessages)
      .set({
        answeredAt: sql`coalesce(${contactMessages.answeredAt}, now())`,
        readAt: sql`coalesce(${contactMessages.readAt}, now())`,
      })
      .where(eq(contactMessages.id, input.messageId))
      .returning({ id: contactMessages.id });
    if (!message) throw notFound('Message not found');
    const id = randomUUID();
    const [reply] = await tx
      .insert(contactReplies)
      .values({
        id,
        contactMessageId: message.id,
        direction: 'out',
        body: input.body,
        fromEmail: input.fromEmail,
        mailMessageId: threadMessageId('reply', id, input.mailHost),
      })
      .returning({
        id: contactReplies.id,
        direction: contactReplies.direction,
        body: contactReplies.body,
        fromEmail: contactReplies.fromEmail,
        createdAt: contactReplies.createdAt,
      });
    const eventId = await recordEvent(tx, { type: 'contact.replied', replyId: id });
    return {
      reply: { ...reply!, createdAt: reply!.createdAt.toISOString() },
      eventIds: [eventId],
    };
  });
}

/** The host the shop's Message-IDs end with: the public address's. */
export const mailHostOf = (publicUrl: string): string => {
  try {
    return new URL(publicUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
};
