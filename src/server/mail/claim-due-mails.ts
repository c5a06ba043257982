import { sql } from 'drizzle-orm';
import type { MailContent } from '#core/mail/mail-content';
import type { Database } from '../../db/client';
import type { MailHeaders } from '../../db/schema/operations';
import { claimDueRows } from '../lib/claim-due-rows';

/** A claimed attempt holds the mail this long; a process that dies mid-send frees it after that. */
const LEASE = sql`interval '2 minutes'`;
/** Mails claimed at a time: a full batch means more may be due, so the run claims again. */
export const MAIL_BATCH = 20;

/** An outbox mail as a delivery attempt needs it; `attempts` already counts this one. */
export type ClaimedMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  content: MailContent | null;
  reply_to: string | null;
  headers: MailHeaders | null;
  attempts: number;
};

/**
 * Up to a batch of due mails, neither sent nor failed, oldest due first, claimed with SKIP
 * LOCKED so several processes share the work; `ids` limits the claim to those mails.
 */
export function claimDueMails(db: Database, ids?: string[]): Promise<ClaimedMail[]> {
  return claimDueRows<ClaimedMail>(db, {
    table: 'mail_outbox',
    pending: sql`sent_at is null and failed_at is null`,
    orderBy: sql`next_attempt_at`,
    lease: LEASE,
    batch: MAIL_BATCH,
    returning: sql`id, "to", subject, text, html, content, reply_to, headers, attempts`,
    ids,
  });
}
