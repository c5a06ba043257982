import WebSocket from 'ws';
import type {
  RealtimeClientMessage,
  RealtimeServerMessage,
} from '#core/realtime/realtime-protocol';

/** A live-channel client for tests: keeps every message, and waits for the one a test expects. */
export type TestSocket = {
  messages: RealtimeServerMessage[];
  send(message: RealtimeClientMessage): void;
  /** The next message (after those already taken) matching `match`; rejects after `withinMs`. */
  next(
    match: (m: RealtimeServerMessage) => boolean,
    withinMs?: number,
  ): Promise<RealtimeServerMessage>;
  closed: Promise<{ code: number }>;
  close(): void;
  /** Headers of the upgrade answer (a balancer may name the process behind it). */
  upgradeHeaders: Record<string, string | string[] | undefined>;
};

export async function connectRealtime(baseUrl: string): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`);
  const messages: RealtimeServerMessage[] = [];
  let cursor = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as RealtimeServerMessage);
    waiters.forEach((w) => w());
  });
  let upgradeHeaders: TestSocket['upgradeHeaders'] = {};
  ws.once('upgrade', (res) => (upgradeHeaders = res.headers));
  const closed = new Promise<{ code: number }>((resolve) =>
    ws.on('close', (code) => resolve({ code })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    messages,
    closed,
    upgradeHeaders,
    send: (message) => ws.send(JSON.stringify(message)),
    close: () => ws.close(),
    next(match, withinMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (cursor < messages.length) {
            const m = messages[cursor++]!;
            if (match(m)) {
              waiters.delete(check);
              clearTimeout(timer);
              return resolve(m);
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching realtime message within ${withinMs} ms; got ${JSON.stringify(messages)}`,
            ),
          );
        }, withinMs);
        waiters.add(check);
        check();
      });
    },
  };
}
