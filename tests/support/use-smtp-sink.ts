import { afterAll, beforeAll } from 'vitest';
import { waitFor } from './auth-api';
import { startSmtpSink, type SmtpSink, type SmtpSinkOptions } from './smtp-sink';

/**
 * The file's SMTP sink (startSmtpSink), started before its tests and closed after them; declared
 * before useTestApp, it is up before the app and closed after it. The object is filled in by
 * then: read its fields inside tests, hooks and useTestApp's config function.
 */
export function useSmtpSink(options: SmtpSinkOptions = {}): SmtpSink {
  const sink = {} as SmtpSink;
  beforeAll(async () => {
    Object.assign(sink, await startSmtpSink(options));
  });
  afterAll(async () => sink.close?.());
  return sink;
}

/**
 * The config of a shop that mails account links through the sink, to https://shop.example pages:
 * with SMTP configured, sign-in waits for a confirmed address (loadConfig's default too).
 */
export const mailingLinksThrough = (smtp: SmtpSink) => () => ({
  smtpUrl: smtp.url,
  requireEmailConfirmation: true,
  publicUrl: 'https://shop.example',
});

/** The mail to `email` whose text matches `kind`, among those after the first `after`, once it came. */
export const mailFor = (smtp: SmtpSink, email: string, kind: RegExp, after = 0) =>
  waitFor(async () =>
    smtp.mails.slice(after).find((m) => m.to.includes(email) && kind.test(m.text)),
  );

/** The token of a mailed account link (`…#token=<token>&type=…`). */
export const tokenIn = (text: string) => /#token=([\w-]+)&type=/.exec(text)?.[1];
