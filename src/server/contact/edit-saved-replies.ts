import { eq, sql } from 'drizzle-orm';
import { REPLY_LIMITS } from '#core/contact/contact-replies';
import type { Database, Executor } from '../../db/client';
import { savedReplies } from '../../db/schema/operations';
import { conflict, notFound } from '../lib/domain-error';
import { deleteRowById } from '../lib/edit-row-by-id';

type SavedReply = { title: string; body: string };

const view = {
  id: savedReplies.id,
  title: savedReplies.title,
  body: savedReplies.body,
  updatedAt: savedReplies.updatedAt,
};

/** A new saved reply; at most REPLY_LIMITS.savedReplies of them (counted under a lock). */
export async function createSavedReply(db: Database, input: SavedReply) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table saved_replies in share row exclusive mode`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedReplies);
    if (count >= REPLY_LIMITS.savedReplies)
      throw conflict(
        `At most ${REPLY_LIMITS.savedReplies} saved replies; delete one first`,
        'saved_replies_full',
      );
    const [row] = await tx.insert(savedReplies).values(input).returning(view);
    return row!;
  });
}

export async function updateSavedReply(db: Executor, id: string, input: SavedReply) {
  const [row] = await db
    .update(savedReplies)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(savedReplies.id, id))
    .returning(view);
  if (!row) throw notFound('Saved reply not found');
  return row;
}

export const deleteSavedReply = (db: Executor, id: string) =>
  deleteRowById(db, savedReplies, id, 'Saved reply not found');
