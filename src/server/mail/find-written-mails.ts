import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/operations';
import type { EventEffects } from '../outbox/handle-event';

/**
 * The e-mails that dispatching these events wrote. From the dispatch's own answer; for an
 * event another process (or the leftover sweep) dispatched first, from the mail outbox.
 */
export async function findWrittenMails(
  db: Executor,
  eventIds: string[],
  dispatched: Map<string, EventEffects>,
): Promise<string[]> {
  if (eventIds.every((id) => dispatched.has(id)))
    return eventIds.flatMap((id) => dispatched.get(id)!.mailIds);
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(inArray(mailOutbox.eventId, eventIds));
  return rows.map((row) => row.id);
}
