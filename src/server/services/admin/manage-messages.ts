import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { contactMessages } from '../../../db/schema/operations';
import { notFound } from '../../lib/http-error';

/** The contact form's messages, newest first, with how many are unread. */
export async function listMessages(db: Executor) {
  const messages = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      readAt: contactMessages.readAt,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(500);
  const [unread] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return { messages, unreadCount: unread?.count ?? 0 };
}

export async function markMessageRead(db: Executor, id: string, read: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, readAt: contactMessages.readAt });
  if (!row) throw notFound('Message not found');
  return row;
}

export async function deleteMessage(db: Executor, id: string) {
  const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  if (!row) throw notFound('Message not found');
}
