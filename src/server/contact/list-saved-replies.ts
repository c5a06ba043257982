import { asc } from 'drizzle-orm';
import { REPLY_LIMITS } from '#core/contact/contact-replies';
import type { Executor } from '../../db/client';
import { savedReplies } from '../../db/schema/operations';

/** The owner's saved replies, by title. */
export async function listSavedReplies(db: Executor) {
  const items = await db
    .select({
      id: savedReplies.id,
      title: savedReplies.title,
      body: savedReplies.body,
      updatedAt: savedReplies.updatedAt,
    })
    .from(savedReplies)
    .orderBy(asc(savedReplies.title), asc(savedReplies.id))
    .limit(REPLY_LIMITS.savedReplies);
  return { items };
}
