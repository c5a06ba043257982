import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailContent } from '#core/mail/mail-content';
import { retryDelayMs, type RetryPolicy } from '#core/outbox/retry-delay';
import type { Database, Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/operations';
import { claimDueRows } from '../lib/claim-due-rows';
import { fixedStatement, runFixed } from '../../db/fixed-statement';
import { renderMailHtml } from './mail-layout';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** A layout mail's content: its HTML part is rendered from it when it is sent (decision 144). */
  content?: MailContent;
  /** Where answers go (decision 133): the shop's contact e-mail, or the customer an owner's mail is about. */
  replyTo?: string;
  kind: string;
};

/** The text as the outbox keeps it after sending: link tokens (account mails) no longer in it. */
export const redactLinkTokens = (text: string): string =>
  text.replace(/#token=[^&\s"'<]+/g, '#token=[sent]');

export type Mailer = {
  /** Writes the message to the outbox and starts delivering it; never waits for SMTP. */
  send(message: MailMessage): Promise<{ id: string; delivered: boolean }>;
};

export type MailRetry = RetryPolicy & {
  /** After this many failed attempts a mail is marked failed and shown to the owner. */
  maxAttempts: number;
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

export type EventMails = { eventId: string; mails: { id: string; message: MailMessage }[] };

export const markEventsDone = fixedStatement(
  'outbox-mark-events-done',
  `with done as (
     update outbox_events set dispatched_at = now(), last_error = null
      where id = any($1::uuid[])
     returning id),
   written as (
     insert into mail_outbox (id, "to", subject, text, content, reply_to, kind, event_id)
     select m.id, m."to", m.subject, m.text, m.content, m.reply_to, m.kind, done.id
       from jsonb_to_recordset($2::jsonb)
         as m(id uuid, event_id uuid, "to" text, subject text, text text, content jsonb,
              reply_to text, kind text)
       join done on done.id = m.event_id)
   select id from done`,
);

/** A claimed attempt holds the mail this long; a process that dies mid-send frees it after that. */
const LEASE = sql`interval '2 minutes'`;
const BATCH = 20;

type Claimed = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  content: MailContent | null;
  reply_to: string | null;
  attempts: number;
};

/**
 * Every message is written to the outbox first, so nothing is lost; with SMTP_URL it is then
 * delivered and marked sent, retried with exponential backoff when SMTP refuses or is down,
 * and marked failed after `maxAttempts` (the owner sees it in the admin and may resend it).
 * Without SMTP_URL the log shows it (development and demo shops) and it stays unsent.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  retry: MailRetry;
}): MailOutbox {
  const { db, log, retry } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
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

  const attempt = async (mail: Claimed) => {
    try {
      // Rendered at the send, not when the mail was written (decision 144): an order's two mails
      // cost its checkout nothing but a row each.
      const html = mail.html ?? (mail.content ? renderMailHtml(mail.content) : null);
      await transport!.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: html ?? undefined,
        replyTo: mail.reply_to ?? undefined,
      });
      // Once delivered, the outbox keeps what was sent and no working link (backups and dumps
      // copy this table).
      await db
        .update(mailOutbox)
        .set({
          sentAt: new Date(),
          error: null,
          text: redactLinkTokens(mail.text),
          html: html === null ? null : redactLinkTokens(html),
          content: null,
        })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const gaveUp = mail.attempts >= retry.maxAttempts;
      const delay = retryDelayMs(mail.attempts, retry);
      log.error(
        { err: error, mailId: mail.id, attempts: mail.attempts, gaveUp },
        'mail delivery failed; kept in outbox',
      );
      await db
        .update(mailOutbox)
        .set({
          error: String(error),
          nextAttemptAt: new Date(Date.now() + delay),
          failedAt: gaveUp ? new Date() : null,
        })
        .where(eq(mailOutbox.id, mail.id));
      if (!gaveUp) wakeIn(delay);
    }
  };

  const claim = (ids?: string[]) =>
    claimDueRows<Claimed>(db, {
      table: 'mail_outbox',
      pending: sql`sent_at is null and failed_at is null`,
      orderBy: sql`next_attempt_at`,
      lease: LEASE,
      batch: BATCH,
      returning: sql`id, "to", subject, text, html, content, reply_to, attempts`,
      ids,
    });

  const deliverBatches = async () => {
    for (;;) {
      const claimed = await claim();
      for (const mail of claimed) await attempt(mail);
      if (claimed.length < BATCH) return;
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
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        content: message.content,
        replyTo: message.replyTo,
        kind: message.kind,
        eventId,
      })
      .returning({ id: mailOutbox.id });
    showDevelopmentMail(message);
    return row!.id;
  };

  const writeEventMails = async (executor: Executor, events: readonly EventMails[]) => {
    if (events.length === 0) return new Set<string>();
    const rows = events.flatMap(({ eventId, mails }) =>
      mails.map(({ id, message: m }) => ({
        id,
        event_id: eventId,
        to: m.to,
        subject: m.subject,
        text: m.text,
        content: m.content ?? null,
        reply_to: m.replyTo ?? null,
        kind: m.kind,
      })),
    );
    // One fixed statement whatever the number of events and mails: the rows travel as one JSON
    // parameter, and each mail is written only with its event's mark (an event that is gone gets none).
    const done = await runFixed<{ id: string }>(executor, markEventsDone, [
      events.map((event) => event.eventId),
      JSON.stringify(rows),
    ]);
    const doneIds = new Set(done.map((row) => row.id));
    for (const { eventId, mails } of events)
      if (doneIds.has(eventId)) for (const { message } of mails) showDevelopmentMail(message);
    return doneIds;
  };

  return {
    enqueue,
    writeEventMails,
    deliverDue,
    async deliver(ids) {
      if (!transport || closed || ids.length === 0) return;
      const run = (async () => {
        try {
          for (const mail of await claim(ids)) await attempt(mail);
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
