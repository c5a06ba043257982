import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** How long delivered events and sent mails are kept (for support questions), then removed. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** One statement deletes at most this many rows of a table; the next tick takes the rest. */
const BATCH = 5_000;

/**
 * Removes outbox events dispatched and mails sent longer than `maxAgeMs` ago, so both tables
 * stay the size of a month of business instead of growing for years. Pending and failed rows
 * are never touched: they are still work (or still shown to the owner).
 */
export async function pruneOutbox(
  db: Executor,
  maxAgeMs: number = OUTBOX_RETENTION_MS,
): Promise<number> {
  const seconds = maxAgeMs / 1000;
  const [removed] = await queryRows<{ events: number; mails: number }>(
    db,
    sql`with events as (
          delete from outbox_events where id in (
            select id from outbox_events
             where dispatched_at < now() - make_interval(secs => ${seconds}) limit ${BATCH})
          returning 1),
        mails as (
          delete from mail_outbox where id in (
            select id from mail_outbox
             where sent_at < now() - make_interval(secs => ${seconds}) limit ${BATCH})
          returning 1)
        select (select count(*)::int from events) as events, (select count(*)::int from mails) as mails`,
  );
  return (removed?.events ?? 0) + (removed?.mails ?? 0);
}
