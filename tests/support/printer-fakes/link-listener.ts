import type { LinkStatus } from '#core/production/printer-links/link-status';
import type { StatusListener } from '../../../src/server/production/printer-links/printer-adapter';

/** Polls `read` until `ok`, or fails with the last value seen. */
export async function until<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  withinMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Not reached within ${withinMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A status listener that keeps what it hears, and when. */
export function recordingListener() {
  const statuses: LinkStatus[] = [];
  const lost: { reason: string; at: number }[] = [];
  const listener: StatusListener = {
    status: (status) => statuses.push(status),
    lost: (reason) => lost.push({ reason, at: Date.now() }),
  };
  return { statuses, lost, listener };
}
