import type { MailContent } from '#core/mail/mail-content';
import type { Executor } from '../../db/client';
import { fixedStatement, runFixed } from '../../db/fixed-statement';
import { mailOutbox, type MailHeaders } from '../../db/schema/operations';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** A layout mail's content: its HTML part is rendered from it when it is sent (decision 144). */
  content?: MailContent;
  /** Where answers go (decision 133): the shop's contact e-mail, or the customer an owner's mail is about. */
  replyTo?: string;
  /** Threading headers: an answer to a contact message names the mails before it (decision 175). */
  headers?: MailHeaders;
  kind: string;
};

export type EventMails = { eventId: string; mails: { id: string; message: MailMessage }[] };

export const markEventsDone = fixedStatement(
  'outbox-mark-events-done',
  `with done as (
     update outbox_events set dispatched_at = now(), last_error = null
      where id = any($1::uuid[])
     returning id),
   written as (
     insert into mail_outbox (id, "to", subject, text, content, reply_to, headers, kind, event_id)
     select m.id, m."to", m.subject, m.text, m.content, m.reply_to, m.headers, m.kind, done.id
       from jsonb_to_recordset($2::jsonb)
         as m(id uuid, event_id uuid, "to" text, subject text, text text, content jsonb,
              reply_to text, headers jsonb, kind text)
       join done on done.id = m.event_id)
   select id from done`,
);

/** One mail into the outbox, in the caller's transaction or not; answers its id. */
export async function writeOutboxMail(
  executor: Executor,
  message: MailMessage,
  eventId?: string,
): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      content: message.content,
      replyTo: message.replyTo,
      headers: message.headers,
      kind: message.kind,
      eventId,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * A dispatch batch's mails and its events' "dispatched" marks (decision 045). Answers the
 * events marked; one missing from the answer is gone and got no mails.
 */
export async function writeEventMails(
  executor: Executor,
  events: readonly EventMails[],
): Promise<Set<string>> {
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
      headers: m.headers ?? null,
      kind: m.kind,
    })),
  );
  // One fixed statement whatever the number of events and mails: the rows travel as one JSON
  // parameter, and each mail is written only with its event's mark (an event that is gone gets none).
  const done = await runFixed<{ id: string }>(executor, markEventsDone, [
    events.map((event) => event.eventId),
    JSON.stringify(rows),
  ]);
  return new Set(done.map((row) => row.id));
}
