import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema/operations';
import type { AdminMessagesQuery } from '#core/lists/admin-list-queries';
import { pageOffset, prefixPattern } from '#core/lists/list-query';
import { countWhere } from '../lib/count-where';
import { listMessageThreads } from './list-message-threads';

/** The contact form's messages, a page at a time (newest first by default), with how many are unread in all. */
export async function listMessages(db: Executor, query: AdminMessagesQuery) {
  const pattern = query.q ? prefixPattern(query.q) : undefined;
  const where = and(
    query.read === 'unread'
      ? isNull(contactMessages.readAt)
      : query.read === 'read'
        ? isNotNull(contactMessages.readAt)
        : undefined,
    pattern
      ? or(
          sql`lower(${contactMessages.email}) like ${pattern}`,
          sql`lower(${contactMessages.name}) like ${pattern}`,
        )
      : undefined,
  );
  const by = query.dir === 'asc' ? asc : desc;
  const [rows, total, unreadCount] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        readAt: contactMessages.readAt,
        answeredAt: contactMessages.answeredAt,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(by(contactMessages.createdAt), by(contactMessages.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    countWhere(db, contactMessages, where),
    countWhere(db, contactMessages, isNull(contactMessages.readAt)),
  ]);
  const threads = await listMessageThreads(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({ ...row, thread: threads.get(row.id) ?? [] }));
  return { items, total, page: query.page, pageSize: query.pageSize, unreadCount };
}

/** A message's id, sender name and subject (a push's text), or null when it is gone. */
export async function findMessageSummary(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      subject: contactMessages.subject,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row ?? null;
}
