import { createRequire } from 'node:module';
import { createServer } from 'node:net';

type TestingServer = { startServer(): void; _server?: { close(cb: () => void): void } };

const require = createRequire(import.meta.url);

export type PushService = {
  url: string;
  /** A subscription as a browser makes one for this VAPID key: its JSON and the service's id for it. */
  subscribe(applicationServerKey: string): Promise<{
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }>;
  /** The pushes the device of `clientHash` received, decrypted. */
  messages(clientHash: string): Promise<unknown[]>;
  /** The device unsubscribed: the service answers 410 from now on. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A real Web Push service on a free local port (the `web-push-testing` package), in process. */
export async function startPushService(): Promise<PushService> {
  const Server = require('web-push-testing/src/server.js') as new (
    model: unknown,
    port: number,
  ) => TestingServer;
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => unknown;
  };
  const port = await freePort();
  const server = new Server(new PushApiModel(), port);
  const log = console.log;
  console.log = () => undefined;
  try {
    server.startServer();
  } finally {
    console.log = log;
  }
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}/status`, { method: 'POST' }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const post = async (path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`push service ${path}: ${res.status} ${text}`);
    return text.startsWith('{')
      ? (JSON.parse(text) as { data: Record<string, unknown> })
      : { data: {} };
  };
  return {
    url,
    async subscribe(applicationServerKey) {
      const { data } = await post('/subscribe', { applicationServerKey, userVisibleOnly: 'true' });
      return data as Awaited<ReturnType<PushService['subscribe']>>;
    },
    async messages(clientHash) {
      const { data } = await post('/get-notifications', { clientHash });
      return (data.messages as unknown[]) ?? [];
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`);
    },
    close: () =>
      new Promise<void>((resolve) => server._server?.close(() => resolve()) ?? resolve()),
  };
}
