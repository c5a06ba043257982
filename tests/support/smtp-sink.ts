import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/**
 * Quoted-printable soft breaks and escapes undone, enough to read links in a text mail; each run
 * of escapes is read as UTF-8 bytes, so "×" (=C3=97) reads as itself.
 */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
    );

export type SmtpSinkOptions = {
  /**
   * Asked for every message before it is accepted: a reason refuses it with a temporary
   * failure (451), as a mail server that is overloaded or greylisting does; null accepts it.
   */
  refuse?: (to: string[]) => string | null;
};

export type SmtpSink = {
  url: string;
  mails: ReceivedMail[];
  refused: ReceivedMail[];
  close(): Promise<void>;
};

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        const reason = options.refuse?.(mail.to) ?? null;
        if (reason) {
          refused.push(mail);
          return callback(Object.assign(new Error(reason), { responseCode: 451 }));
        }
        mails.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
