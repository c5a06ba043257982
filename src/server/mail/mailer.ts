import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/operations';
import { claimDueMails, MAIL_BATCH, type ClaimedMail } from './claim-due-mails';
import { recordMailFailure, type MailRetry } from './mail-retry-policy';
import { createSmtpTransport, sendSmtpMail } from './send-smtp-mail';
import {
  writeEventMails,
  writeOutboxMail,
  type EventMails,
  type MailMessage,
} from './write-outbox-mails';

// The app and the tests know the mail outbox by this module; its parts live beside it.
export type { MailRetry } from './mail-retry-policy';
export { redactLinkTokens } from './send-smtp-mail';
export { markEventsDone, type EventMails, type MailMessage } from './write-outbox-mails';

export type Mailer = {
  /** Writes the message to the outbox and starts delivering it; never waits for SMTP. */
  send(message: MailMessage): Promise<{ id: string; delivered: boolean }>;
};

export type MailOutbox = Mailer & {
  /** Writes the message in the caller's transaction (delivery starts with `deliverDue` after commit). */
  enqueue(db: Executor, message: MailMessage, eventId?: string): Promise<string>;
  /**
   * Outbox events' mails and their "dispatched" marks, a whole dispatch batch in ONE statement:
   * for each event both are written or neither, with no transaction around them (decision
   * 045). Answers the events marked; one missing from the answer is gone and got no mails.
   */
  writeEventMails(db: Executor, events: readonly EventMails[]): Promise<Set<string>>;
  /** Delivers every due mail (claimed with SKIP LOCKED, so processes share the work). */
  deliverDue(): Promise<void>;
  /** Tries these mails now (an admin action that answers once its mail went out); failures retry later. */
  deliver(ids: string[]): Promise<void>;
  /** A failed mail gets a fresh set of attempts, starting now. False when there is no such failed mail. */
  resend(id: string): Promise<boolean>;
  /** Stops timers and waits for deliveries on their way. */
  close(): Promise<void>;
};

/**
 * Every message is written to the outbox first, so nothing is lost; with SMTP_URL it is then
 * delivered and marked sent, retried with exponential backoff when SMTP refuses or is down,
 * and marked failed after `maxAttempts` (the owner sees it in the admin and may resend it).
 * Without SMTP_URL the log shows it (development and demo shops) and it stays unsent.
 * This factory holds the process's state (timers, the run under way); writing, claiming,
 * sending and the retry schedule are the modules it imports.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  retry: MailRetry;
}): MailOutbox {
  const { db, log, retry } = options;
  const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl) : null;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;
  let again = false;
  let current: Promise<void> | null = null;

  const wakeIn = (ms: number) => {
    if (closed || !transport) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliverDue();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const attempt = async (mail: ClaimedMail) => {
    try {
      await sendSmtpMail(db, transport!, options.from, mail);
    } catch (error) {
      const delay = await recordMailFailure(db, log, mail, error, retry);
      if (delay !== null) wakeIn(delay);
    }
  };

  const deliverBatches = async () => {
    for (;;) {
      const claimed = await claimDueMails(db);
      for (const mail of claimed) await attempt(mail);
      if (claimed.length < MAIL_BATCH) return;
    }
  };

  // One delivery run at a time per process; a call during a run asks for one more run after it.
  const deliverDue = (): Promise<void> => {
    if (!transport || closed) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        try {
          await deliverBatches();
        } catch (error) {
          log.error({ err: error }, 'mail outbox: delivery run failed');
        }
      } while (again && !closed);
    })().finally(() => {
      current = null;
    });
    const run = current;
    running.add(run);
    void run.finally(() => running.delete(run));
    return run;
  };

  // The one place a link token may reach the log: a development shop with no mail server.
  const showDevelopmentMail = (message: MailMessage) => {
    if (!transport)
      log.info(
        {
          devMail: true,
          mail: { to: message.to, subject: message.subject, kind: message.kind },
          text: message.text,
        },
        'DEVELOPMENT MAIL (SMTP_URL not set): not sent; kept in the outbox and shown here',
      );
  };

  const enqueue = async (executor: Executor, message: MailMessage, eventId?: string) => {
    const id = await writeOutboxMail(executor, message, eventId);
    showDevelopmentMail(message);
    return id;
  };

  return {
    enqueue,
    async writeEventMails(executor, events) {
      const doneIds = await writeEventMails(executor, events);
      for (const { eventId, mails } of events)
        if (doneIds.has(eventId)) for (const { message } of mails) showDevelopmentMail(message);
      return doneIds;
    },
    deliverDue,
    async deliver(ids) {
      if (!transport || closed || ids.length === 0) return;
      const run = (async () => {
        try {
          for (const mail of await claimDueMails(db, ids)) await attempt(mail);
        } catch (error) {
          log.error({ err: error }, 'mail outbox: delivery failed');
        }
      })();
      running.add(run);
      await run.finally(() => running.delete(run));
    },
    async send(message) {
      const id = await enqueue(db, message);
      void deliverDue();
      return { id, delivered: false };
    },
    async resend(id) {
      const [row] = await db
        .update(mailOutbox)
        .set({ failedAt: null, attempts: 0, nextAttemptAt: new Date() })
        .where(
          sql`${mailOutbox.id} = ${id} and ${mailOutbox.failedAt} is not null and ${mailOutbox.sentAt} is null`,
        )
        .returning({ id: mailOutbox.id });
      if (!row) return false;
      void deliverDue();
      return true;
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
