import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema/operations';
import { notFound } from '../lib/domain-error';
import { deleteRowById } from '../lib/edit-row-by-id';

export async function markMessageRead(db: Executor, id: string, read: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, readAt: contactMessages.readAt });
  if (!row) throw notFound('Message not found');
  return row;
}

export const deleteMessage = (db: Executor, id: string) =>
  deleteRowById(db, contactMessages, id, 'Message not found');
