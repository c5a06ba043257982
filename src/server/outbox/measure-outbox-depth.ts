import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export type OutboxDepth = {
  /** Mails written and not yet sent nor given up (waiting for SMTP, or for their next attempt). */
  mailPending: number;
  /** Mails whose attempts ran out (the owner sees them in the admin). */
  mailFailed: number;
  /** Events recorded and not yet dispatched (normally 0: dispatched right after their commit). */
  eventsPending: number;
};

/** The outbox's depth and failures in one statement, for metrics and health pages. */
export async function measureOutboxDepth(db: Executor): Promise<OutboxDepth> {
  const [row] = await queryRows<{
    mail_pending: number | string;
    mail_failed: number | string;
    events_pending: number | string;
  }>(
    db,
    sql`select
          (select count(*) from mail_outbox where sent_at is null and failed_at is null) as mail_pending,
          (select count(*) from mail_outbox where sent_at is null and failed_at is not null) as mail_failed,
          (select count(*) from outbox_events where dispatched_at is null) as events_pending`,
  );
  return {
    mailPending: Number(row!.mail_pending),
    mailFailed: Number(row!.mail_failed),
    eventsPending: Number(row!.events_pending),
  };
}
