import { and, desc, isNotNull, isNull } from 'drizzle-orm';
import type { FailedMail } from '#core/mail/failed-mail';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/operations';

/** The most failed mails the admin lists at once (newest first). */
export const FAILED_MAIL_PAGE = 100;

/** The mails whose attempts ran out and that were not sent since, newest failure first. */
export async function listFailedMails(db: Executor): Promise<FailedMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.failedAt), isNull(mailOutbox.sentAt)))
    .orderBy(desc(mailOutbox.failedAt))
    .limit(FAILED_MAIL_PAGE);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    failedAt: row.failedAt!.toISOString(),
  }));
}
