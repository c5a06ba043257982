import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import { dailyDigestMail } from '#core/notifications/daily-digest-mail';
import { mailParts } from '#core/mail/mail-content';
import type { Database, Executor } from '../../db/client';
import { printQuotes } from '../../db/schema/custom-prints';
import { contactMessages, contactReplies, ownerDigests } from '../../db/schema/operations';
import { orders } from '../../db/schema/sales';
import { countWhere } from '../lib/count-where';
import type { MailOutbox } from '../mail/mailer';
import { readShopSettings, type SettingsEnv } from '../settings/read-shop-settings';

/** The digest goes from this hour of the day (UTC) on, once that day. */
export const DIGEST_HOUR_UTC = 7;

async function digestFigures(db: Executor, since: Date) {
  const [orderCount, quoteRequests, messages, replies, unread, toShip, toReview] =
    await Promise.all([
      countWhere(db, orders, gte(orders.createdAt, since)),
      countWhere(db, printQuotes, gte(printQuotes.requestedAt, since)),
      countWhere(db, contactMessages, gte(contactMessages.createdAt, since)),
      countWhere(
        db,
        contactReplies,
        and(eq(contactReplies.direction, 'in'), gte(contactReplies.createdAt, since)),
      ),
      countWhere(db, contactMessages, isNull(contactMessages.readAt)),
      countWhere(db, orders, inArray(orders.status, ['confirmed', 'processing'])),
      countWhere(db, printQuotes, eq(printQuotes.status, 'requested')),
    ]);
  return {
    arrived: { orders: orderCount, quoteRequests, messages, replies },
    waiting: { unreadMessages: unread, ordersToShip: toShip, quotesToReview: toReview },
  };
}

/**
 * The owner's daily digest (decision 176): from DIGEST_HOUR_UTC on, once a day, unless the owner
 * turned it off. The day's `owner_digests` row and the mail are written in one transaction: the
 * process whose insert wins sends it, any other sends nothing. Answers the mails written (0 or 1).
 */
export async function sendDailyDigest(
  deps: { db: Database; mailer: MailOutbox; env: SettingsEnv; publicUrl: string },
  now: Date = new Date(),
): Promise<number> {
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
  const settings = await readShopSettings(deps.db, deps.env);
  if (!settings.notifications.dailyDigest) return 0;
  const day = now.toISOString().slice(0, 10);
  const written = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(ownerDigests)
      .values({ day })
      .onConflictDoNothing()
      .returning({ day: ownerDigests.day });
    if (!claimed) return 0;
    const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    const figures = await digestFigures(tx, since);
    const content = dailyDigestMail(figures, {
      storeName: settings.general.storeName,
      publicUrl: deps.publicUrl,
      day,
    });
    await deps.mailer.enqueue(tx, {
      ...mailParts(content),
      to: settings.general.ownerEmail,
      kind: 'owner_daily_digest',
    });
    return 1;
  });
  if (written > 0) void deps.mailer.deliverDue();
  return written;
}
