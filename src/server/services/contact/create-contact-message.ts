import { and, count, eq, gt, sql } from 'drizzle-orm';
import { CONTACT_RATE_LIMIT, type ContactMessage } from '../../../core/contact/contact-message';
import type { Database } from '../../../db/client';
import { contactMessages } from '../../../db/schema/operations';
import { HttpError } from '../../lib/http-error';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait before submitting again.';

/**
 * Stores a message for the admin's inbox, at most CONTACT_RATE_LIMIT.max per sender address per
 * window. The count lives in the database, so every API process sees the same window; the
 * advisory lock makes two simultaneous requests from one address count one after the other.
 */
export async function createContactMessage(
  db: Database,
  input: ContactMessage & { ip: string },
  now: Date = new Date(),
): Promise<{ id: string; createdAt: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${input.ip}`}))`);
    const since = new Date(now.getTime() - CONTACT_RATE_LIMIT.windowMs);
    const [recent] = await tx
      .select({ n: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.ip, input.ip), gt(contactMessages.createdAt, since)));
    if ((recent?.n ?? 0) >= CONTACT_RATE_LIMIT.max) {
      const [oldest] = await tx
        .select({ at: sql<string>`min(${contactMessages.createdAt})` })
        .from(contactMessages)
        .where(and(eq(contactMessages.ip, input.ip), gt(contactMessages.createdAt, since)));
      const freeAt = new Date(oldest?.at ?? now).getTime() + CONTACT_RATE_LIMIT.windowMs;
      const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw new HttpError(429, 'rate_limited', TOO_MANY_ATTEMPTS, { 'retry-after': String(seconds) });
    }
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, createdAt: now })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw new Error('contact message insert returned no row');
    return row;
  });
}
