import { afterAll, beforeAll } from 'vitest';
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
