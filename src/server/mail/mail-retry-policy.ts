import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { retryDelayMs, type RetryPolicy } from '#core/outbox/retry-delay';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/operations';
import type { ClaimedMail } from './claim-due-mails';

/**
 * The backoff of a mail that could not be sent (decision 050): the app's config waits 30 s
 * after the first failure, doubling each time, and gives up after 6 attempts.
 */
export type MailRetry = RetryPolicy & {
  /** After this many failed attempts a mail is marked failed and shown to the owner. */
  maxAttempts: number;
};

/** After `attempts` failed attempts: whether the mail is given up, and when it is next tried. */
export function nextMailAttempt(
  attempts: number,
  retry: MailRetry,
): { gaveUp: boolean; delayMs: number } {
  return { gaveUp: attempts >= retry.maxAttempts, delayMs: retryDelayMs(attempts, retry) };
}

/**
 * Keeps a failed attempt in the outbox: its error, its next attempt, and the failed mark once
 * the attempts are spent (the owner sees it in the admin and may resend it). Answers the wait
 * before the next attempt, or null when there is none.
 */
export async function recordMailFailure(
  db: Database,
  log: FastifyBaseLogger,
  mail: ClaimedMail,
  error: unknown,
  retry: MailRetry,
): Promise<number | null> {
  const { gaveUp, delayMs } = nextMailAttempt(mail.attempts, retry);
  log.error(
    { err: error, mailId: mail.id, attempts: mail.attempts, gaveUp },
    'mail delivery failed; kept in outbox',
  );
  await db
    .update(mailOutbox)
    .set({
      error: String(error),
      nextAttemptAt: new Date(Date.now() + delayMs),
      failedAt: gaveUp ? new Date() : null,
    })
    .where(eq(mailOutbox.id, mail.id));
  return gaveUp ? null : delayMs;
}
