import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/operations';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** Secrets in the text (link tokens): blanked in the outbox once the mail has left. */
  secrets?: string[];
};

/** The text as the outbox keeps it after sending: no link in it works any more. */
export const redactSecrets = (text: string, secrets: string[] = []): string =>
  secrets.reduce((out, secret) => (secret ? out.split(secret).join('[sent]') : out), text);
export type Mailer = { send(message: MailMessage): Promise<{ id: string; delivered: boolean }> };

/**
 * Every message is written to the outbox first, so nothing is lost; with SMTP_URL it is then
 * delivered and marked sent, without it the log shows it (development and demo shops).
 */
export function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html, kind: message.kind })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (!transport) {
        // The one place a link token may reach the log: a development shop with no mail server.
        options.log.info(
          { devMail: true, mail: { to: message.to, subject: message.subject, kind: message.kind }, text: message.text },
          'DEVELOPMENT MAIL (SMTP_URL not set): not sent; kept in the outbox and shown here',
        );
        return { id, delivered: false };
      }
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await options.db
          .update(mailOutbox)
          .set({
            sentAt: new Date(),
            text: redactSecrets(message.text, message.secrets),
            html: message.html === undefined ? undefined : redactSecrets(message.html, message.secrets),
          })
          .where(eq(mailOutbox.id, id));
        return { id, delivered: true };
      } catch (error) {
        options.log.error({ err: error, mailId: id }, 'mail delivery failed; kept in outbox');
        await options.db.update(mailOutbox).set({ error: String(error) }).where(eq(mailOutbox.id, id));
        return { id, delivered: false };
      }
    },
  };
}
