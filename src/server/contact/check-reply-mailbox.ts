import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AppConfig } from '../config';
import { DomainError } from '../lib/domain-error';
import type { AfterCommit } from '../plugins/after-commit';
import { loadMailboxReplies } from './load-mailbox-replies';
import { readInboxMailbox } from './read-inbox-mailbox';
import { mailHostOf } from './send-message-reply';

/**
 * One poll of the reply mailbox (the periodic job's, and the owner's "Check now"): nothing when
 * no mailbox is named; the replies stored are handed to the outbox (the owner's pushes).
 * Answers how many replies joined their threads.
 */
export async function checkReplyMailbox(deps: {
  db: Database;
  config: Pick<AppConfig, 'imap' | 'publicUrl'>;
  log: FastifyBaseLogger;
  afterCommit: AfterCommit;
}): Promise<{ stored: number; skipped: number } | null> {
  const mailbox = await readInboxMailbox(deps.db, deps.config);
  if (!mailbox) return null;
  const loaded = await loadMailboxReplies(deps.db, mailbox, {
    mailHost: mailHostOf(deps.config.publicUrl),
    log: deps.log,
  }).catch((error: unknown) => {
    throw new DomainError(
      'unprocessable',
      'mailbox_unreachable',
      `The reply mailbox could not be read: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}`,
    );
  });
  if (loaded.eventIds.length > 0)
    await deps.afterCommit({ eventIds: loaded.eventIds }, { urgency: 'soon' });
  return { stored: loaded.stored, skipped: loaded.skipped };
}
