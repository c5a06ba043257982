import { asc, inArray } from 'drizzle-orm';
import type { ContactReplyView } from '#core/contact/contact-replies';
import type { Executor } from '../../db/client';
import { contactReplies } from '../../db/schema/operations';

/** The threads of these messages (their answers and replies, oldest first), by message id. */
export async function listMessageThreads(
  db: Executor,
  messageIds: readonly string[],
): Promise<Map<string, ContactReplyView[]>> {
  const threads = new Map<string, ContactReplyView[]>(messageIds.map((id) => [id, []]));
  if (messageIds.length === 0) return threads;
  const rows = await db
    .select({
      id: contactReplies.id,
      messageId: contactReplies.contactMessageId,
      direction: contactReplies.direction,
      body: contactReplies.body,
      fromEmail: contactReplies.fromEmail,
      createdAt: contactReplies.createdAt,
    })
    .from(contactReplies)
    .where(inArray(contactReplies.contactMessageId, [...messageIds]))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  for (const { messageId, ...reply } of rows)
    threads.get(messageId)?.push({ ...reply, createdAt: reply.createdAt.toISOString() });
  return threads;
}
