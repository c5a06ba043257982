import type { ContactMessage } from '#core/contact/contact-message';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/operations';
import { rateLimited } from '../lib/domain-error';
import type { RateLimiter } from '../lib/rate-limiter';
import { recordEvent } from '../domain-events/domain-event';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait before submitting again.';

/**
 * Stores a message for the admin's inbox, at most CONTACT_RATE_LIMIT.max per sender address per
 * window (SPEC §9): `limiter` is the shop's rate limiter with that rule, which counts across
 * every API process on PostgreSQL and lets exactly `max` of simultaneous requests through. Its
 * live event, recorded with it, is for the route to hand to `app.afterCommit`.
 */
export async function createContactMessage(
  db: Database,
  limiter: RateLimiter,
  input: ContactMessage & { ip: string },
  now: Date = new Date(),
): Promise<{ id: string; createdAt: Date; eventIds: string[] }> {
  const limit = await limiter.hit(`ip:${input.ip}`);
  if (!limit.allowed) throw rateLimited(TOO_MANY_ATTEMPTS, limit.retryAfterSeconds, 'rate_limited');
  // The message and its `contact.received` event together: the owner's push (decision 176) and
  // the navigation's count of unread messages (decision 174) follow it.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, createdAt: now })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw new Error('contact message insert returned no row');
    const eventId = await recordEvent(tx, { type: 'contact.received', messageId: row.id });
    return { ...row, eventIds: [eventId] };
  });
}
