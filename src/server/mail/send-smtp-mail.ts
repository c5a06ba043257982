import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/operations';
import type { ClaimedMail } from './claim-due-mails';
import { renderMailHtml } from './mail-layout';

/** Bounded waits: a mail server that hangs fails the attempt, which is retried later. */
export function createSmtpTransport(url: string) {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;

/** The text as the outbox keeps it after sending: link tokens (account mails) no longer in it. */
export const redactLinkTokens = (text: string): string =>
  text.replace(/#token=[^&\s"'<]+/g, '#token=[sent]');

/**
 * Sends one claimed mail through SMTP and marks it sent. Throws when SMTP refuses it or the mark
 * fails: the caller records the failed attempt and its retry.
 */
export async function sendSmtpMail(
  db: Database,
  transport: SmtpTransport,
  from: string,
  mail: ClaimedMail,
): Promise<void> {
  // Rendered at the send, not when the mail was written (decision 144): an order's two mails
  // cost its checkout nothing but a row each.
  const html = mail.html ?? (mail.content ? renderMailHtml(mail.content) : null);
  await transport.sendMail({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: html ?? undefined,
    replyTo: mail.reply_to ?? undefined,
    // A thread's mail (decision 175): the same Message-ID on every attempt, so a retry that
    // did arrive twice reads as one mail in the customer's program.
    ...(mail.headers && {
      messageId: `<${mail.headers.messageId}>`,
      inReplyTo: mail.headers.inReplyTo ? `<${mail.headers.inReplyTo}>` : undefined,
      references: mail.headers.references?.map((id) => `<${id}>`),
    }),
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
}
