import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FakeKlipper } from './fake-klipper';

/**
 * Moonraker's primary websocket, `/websocket`, as documented (external_api/introduction.md,
 * printer.md, jsonrpc_notifications.md): JSON-RPC 2.0 in text frames, the API key in the
 * upgrade's `X-Api-Key`, `printer.objects.subscribe` answered with the objects whole and then
 * `notify_status_update` [changed fields, eventtime] as they change, `notify_klippy_*` events.
 * Pings are answered by hand so a socket can be made stale (open, silent, no pongs). Tests only.
 */

type Subscription = Record<string, string[] | null>;
type Objects = Record<string, Record<string, unknown>>;
type Client = {
  ws: WebSocket;
  subscription: Subscription | null;
  lastSent: Objects;
  stale: boolean;
};

const eventtime = () => performance.now() / 1000;

function pick(objects: Objects, subscription: Subscription): Objects {
  const picked: Objects = {};
  for (const [name, fields] of Object.entries(subscription)) {
    const object = objects[name];
    if (!object) continue;
    picked[name] = fields
      ? Object.fromEntries(fields.filter((f) => f in object).map((f) => [f, object[f]]))
      : { ...object };
  }
  return JSON.parse(JSON.stringify(picked)) as Objects;
}

function changes(before: Objects, now: Objects): Objects | null {
  const delta: Objects = {};
  for (const [name, fields] of Object.entries(now)) {
    for (const [field, value] of Object.entries(fields)) {
      if (JSON.stringify(before[name]?.[field]) !== JSON.stringify(value))
        (delta[name] ??= {})[field] = value;
    }
  }
  return Object.keys(delta).length ? delta : null;
}

export function createFakeMoonrakerSocket(
  klipper: FakeKlipper,
  info: () => Record<string, unknown>,
  apiKey: string,
) {
  const wss = new WebSocketServer({ noServer: true, autoPong: false, perMessageDeflate: false });
  const clients = new Set<Client>();
  let nextConnection = 1;

  const send = (client: Client, message: object) => {
    if (!client.stale) client.ws.send(JSON.stringify({ jsonrpc: '2.0', ...message }));
  };

  function answer(client: Client, method: string, params: Record<string, unknown>) {
    if (method === 'server.connection.identify') return { connection_id: nextConnection++ };
    if (method === 'server.info') return info();
    if (method === 'printer.objects.subscribe' || method === 'printer.objects.query') {
      if (klipper.stats.klippy !== 'ready')
        throw Object.assign(new Error('Klippy Host not connected'), { code: 503 });
      const wanted = (params.objects ?? {}) as Subscription;
      const status = pick(klipper.objects(), wanted);
      if (method === 'printer.objects.subscribe') {
        client.subscription = wanted;
        client.lastSent = status;
      }
      return { eventtime: eventtime(), status };
    }
    throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 });
  }

  wss.on('connection', (ws: WebSocket) => {
    const client: Client = { ws, subscription: null, lastSent: {}, stale: false };
    clients.add(client);
    ws.on('ping', (data) => {
      if (!client.stale) ws.pong(data);
    });
    ws.on('close', () => clients.delete(client));
    ws.on('message', (data) => {
      let request: { method?: unknown; params?: unknown; id?: unknown };
      try {
        request = JSON.parse(data.toString()) as typeof request;
      } catch {
        return send(client, { error: { code: -32700, message: 'Parse error' }, id: null });
      }
      try {
        const params = (request.params ?? {}) as Record<string, unknown>;
        send(client, { result: answer(client, String(request.method), params), id: request.id });
      } catch (error) {
        const { message, code } = error as Error & { code: number };
        send(client, { error: { code, message }, id: request.id });
      }
    });
  });

  return {
    /** An upgrade to /websocket with the right key; anything else is refused as Moonraker does. */
    upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      if (path !== '/websocket' || request.headers['x-api-key'] !== apiKey) {
        socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    },
    /** Each subscriber gets what changed since its last update (nothing when nothing did). */
    tick() {
      const objects = klipper.objects();
      for (const client of clients) {
        if (!client.subscription || client.stale) continue;
        const now = pick(objects, client.subscription);
        const delta = changes(client.lastSent, now);
        client.lastSent = now;
        if (delta) send(client, { method: 'notify_status_update', params: [delta, eventtime()] });
      }
    },
    notify(
      method: 'notify_klippy_disconnected' | 'notify_klippy_ready' | 'notify_klippy_shutdown',
    ) {
      for (const client of clients) {
        send(client, { method });
        if (method === 'notify_klippy_disconnected') client.subscription = null;
      }
    },
    /** The sockets open now stay open and fall silent: no updates, no answers, no pongs. */
    stale() {
      for (const client of clients) client.stale = true;
    },
    /** Raw frames to every socket, for hostile-printer tests. */
    sendRaw(data: string | Buffer, binary = false) {
      for (const client of clients) client.ws.send(data, { binary });
    },
    get count() {
      return clients.size;
    },
    terminateAll() {
      for (const client of clients) client.ws.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.ws.terminate();
        wss.close(() => resolve());
      }),
  };
}

export type FakeMoonrakerSocket = ReturnType<typeof createFakeMoonrakerSocket>;
