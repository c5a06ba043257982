import { eq, sql } from 'drizzle-orm';
import type { ShopEvent } from '#core/realtime/realtime-protocol';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/operations';
import { recordEvent } from '../domain-events/domain-event';
import { notFound } from '../lib/domain-error';
import { deleteRowById } from '../lib/edit-row-by-id';

/** The unread count moved: every open admin, in any process, refetches it (decision 174). */
const MESSAGES_WAITING: ShopEvent = { type: 'inbox.changed', kind: 'message' };

export async function markMessageRead(db: Database, id: string, read: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id, readAt: contactMessages.readAt });
    if (!row) throw notFound('Message not found');
    const eventId = await recordEvent(tx, { type: 'live', events: [MESSAGES_WAITING] });
    return { row, eventIds: [eventId] };
  });
}

export const deleteMessage = (db: Database, id: string) =>
  db.transaction(async (tx) => {
    await deleteRowById(tx, contactMessages, id, 'Message not found');
    return { eventIds: [await recordEvent(tx, { type: 'live', events: [MESSAGES_WAITING] })] };
  });
