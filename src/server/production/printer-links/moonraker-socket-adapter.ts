import WebSocket, { type RawData } from 'ws';
import {
  MOONRAKER_OBJECTS,
  rpcMessageSchema,
  statusUpdateParamsSchema,
  subscribeResultSchema,
  type MoonrakerObjects,
  type RpcMessage,
} from '#core/production/printer-links/moonraker-answers';
import {
  mergeMoonrakerObjects,
  moonrakerLinkStatus,
} from '#core/production/printer-links/moonraker-status';
import type { PrinterConnection, StatusListener, StatusWatch } from './printer-adapter';
import { PRINTER_MAX_ANSWER_BYTES, PRINTER_TIMEOUT_MS, printerBaseUrl } from './printer-http';

export type MoonrakerSocketOptions = {
  /** Silence longer than this (no message, no pong) is a stale socket. */
  staleMs: number;
  /** A bigger frame closes the socket (1009) before it is read. */
  maxPayload: number;
  handshakeTimeoutMs: number;
  /** More messages than this in a second is a flood, not a printer: the socket is closed. */
  maxMessagesPerSecond: number;
};

export const MOONRAKER_SOCKET_DEFAULTS: MoonrakerSocketOptions = {
  // Moonraker sends a status update at least every second while printing (print_duration moves);
  // an idle printer may say nothing, so a ping goes out at half of this and its pong counts.
  staleMs: 10_000,
  maxPayload: PRINTER_MAX_ANSWER_BYTES,
  handshakeTimeoutMs: PRINTER_TIMEOUT_MS,
  // Klipper batches status every 250 ms; gcode responses and proc stats add a few more.
  maxMessagesPerSecond: 500,
};

/** Frames that are not JSON-RPC in a row before the shop stops listening. */
const MAX_BAD_IN_A_ROW = 20;
const IDENTIFY_ID = 1;

function socketUrl(baseUrl: string): URL {
  const url = printerBaseUrl(baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/$/, '')}/websocket`;
  return url;
}

/**
 * Moonraker's push channel (decision 178): the primary websocket, JSON-RPC 2.0. The shop
 * identifies itself, subscribes to the objects it reads, then lays each `notify_status_update`
 * over the last whole status. Every frame is untrusted: bounded by `maxPayload`, parsed with the
 * schemas, counted against a flood; unknown methods are ignored. Any break calls `lost` once.
 */
export function watchMoonraker(
  connection: PrinterConnection,
  listener: StatusListener,
  options: MoonrakerSocketOptions = MOONRAKER_SOCKET_DEFAULTS,
): StatusWatch {
  const socket = new WebSocket(socketUrl(connection.baseUrl), {
    headers: { 'X-Api-Key': connection.apiKey },
    maxPayload: options.maxPayload,
    handshakeTimeout: options.handshakeTimeoutMs,
    // No inflating a printer's frames (a small frame could expand past any bound).
    perMessageDeflate: false,
    followRedirects: false,
  });
  let objects: MoonrakerObjects | null = null;
  let ended = false;
  let lastHeard = Date.now();
  let pinged = false;
  let windowStart = Date.now();
  let inWindow = 0;
  let badInARow = 0;
  let emitQueued = false;
  let nextId = IDENTIFY_ID + 1;
  let subscribeId = 0;

  const end = (reason: string | null) => {
    if (ended) return;
    ended = true;
    clearInterval(timer);
    socket.terminate();
    if (reason) listener.lost(reason);
  };
  const heard = () => {
    lastHeard = Date.now();
    pinged = false;
  };
  const send = (method: string, params: unknown, id: number) =>
    socket.send(JSON.stringify({ jsonrpc: '2.0', method, params, id }));
  const subscribe = () => {
    subscribeId = nextId++;
    send('printer.objects.subscribe', { objects: MOONRAKER_OBJECTS }, subscribeId);
  };
  // Many frames read at once make one status: the listener is not called per frame.
  const emit = () => {
    if (emitQueued) return;
    emitQueued = true;
    setImmediate(() => {
      emitQueued = false;
      if (!ended && objects) listener.status(moonrakerLinkStatus(objects));
    });
  };
  const bad = () => {
    badInARow += 1;
    if (badInARow > MAX_BAD_IN_A_ROW) end('The printer sent frames that are not JSON-RPC.');
  };

  const onNotification = (method: string, params: unknown[] | undefined) => {
    if (method === 'notify_status_update') {
      const update = statusUpdateParamsSchema.safeParse(params);
      if (!update.success) return bad();
      if (!objects) return;
      objects = mergeMoonrakerObjects(objects, update.data[0]);
      emit();
    } else if (method === 'notify_klippy_disconnected') {
      // Moonraker lost Klipper, and with it the subscription: offline now, the driver re-watches.
      listener.status(moonrakerLinkStatus({ ...objects, webhooks: { state: 'disconnected' } }));
      end('Moonraker lost its connection to Klipper.');
    } else if (method === 'notify_klippy_shutdown') {
      objects = mergeMoonrakerObjects(objects ?? {}, { webhooks: { state: 'shutdown' } });
      emit();
    } else if (method === 'notify_klippy_ready') {
      subscribe();
    }
  };
  const onResponse = (message: Extract<RpcMessage, { id: unknown }>) => {
    if (message.id !== subscribeId) return;
    if (message.error)
      return end(`Moonraker refused the subscription: ${message.error.message}`.slice(0, 200));
    const answer = subscribeResultSchema.safeParse(message.result);
    if (!answer.success) return bad();
    objects = answer.data.status;
    emit();
  };
  const onMessage = (data: RawData, isBinary: boolean) => {
    if (ended) return;
    const now = Date.now();
    if (now - windowStart >= 1_000) {
      windowStart = now;
      inWindow = 0;
    }
    inWindow += 1;
    if (inWindow > options.maxMessagesPerSecond)
      return end(`The printer sent more than ${options.maxMessagesPerSecond} messages a second.`);
    if (isBinary) return bad();
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return bad();
    }
    const message = rpcMessageSchema.safeParse(json);
    if (!message.success) return bad();
    badInARow = 0;
    heard();
    if ('method' in message.data) onNotification(message.data.method, message.data.params);
    else onResponse(message.data);
  };

  socket.on('open', () => {
    heard();
    send(
      'server.connection.identify',
      { client_name: 'LayerWorks shop', version: '1', type: 'other', url: 'https://shop.invalid/' },
      IDENTIFY_ID,
    );
    subscribe();
  });
  socket.on('message', onMessage);
  socket.on('pong', heard);
  socket.on('error', (error) => end(`The printer's socket failed: ${error.message}`.slice(0, 200)));
  socket.on('close', (code) => end(`The printer closed its socket (${code}).`));

  const checkEveryMs = Math.max(50, Math.min(1_000, options.staleMs / 4));
  let lastCheck = Date.now();
  // Declared last, read only by handlers that run after this function returns.
  const timer = setInterval(() => {
    const now = Date.now();
    // A check this late means the shop's own event loop was held up: the frames that came
    // meanwhile are not read yet, so the printer's silence is not judged this round.
    const late = now - lastCheck > checkEveryMs * 2;
    lastCheck = now;
    if (late) return;
    const quiet = now - lastHeard;
    if (quiet > options.staleMs) return end('stale');
    if (quiet > options.staleMs / 2 && !pinged && socket.readyState === WebSocket.OPEN) {
      pinged = true;
      socket.ping();
    }
  }, checkEveryMs);
  timer.unref();

  return { close: () => end(null) };
}
