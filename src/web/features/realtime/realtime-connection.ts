import type {
  RealtimeAudience,
  RealtimeClientMessage,
  RealtimeServerMessage,
  ShopEvent,
} from '#core/realtime/realtime-protocol';
import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_TIMEOUT_MS,
  reconnectDelay,
} from '#core/realtime/realtime-timing';

/** The part of the browser's WebSocket this client uses (a fake one in tests). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

export type RealtimeConnectionOptions = {
  url: string;
  onEvent(event: ShopEvent): void;
  /** After a reconnect or a server resync: events may have been missed, refetch what is shown. */
  onResync(): void;
  onReady?(audience: RealtimeAudience): void;
  createSocket?(url: string): SocketLike;
};

const OPEN = 1;

/**
 * The live channel's browser side, free of React: connects, sends the access token in a
 * message (and again when it changes), pings every 25 s and drops a connection whose pong
 * is 10000 ms late, and reconnects after 1, 2, 5, then every 10 s (SPEC §9).
 */
export function createRealtimeConnection(options: RealtimeConnectionOptions) {
  const createSocket =
    options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let token: string | null = null;
  let stopped = true;
  let attempt = 0;
  let attempted = false;
  let ref = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let pongDue: ReturnType<typeof setTimeout> | undefined;

  const send = (message: RealtimeClientMessage) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const clearTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(pongDue);
    heartbeat = pongDue = undefined;
  };

  /** Forget the socket at once (a dead one may take long to report its close) and retry. */
  const drop = () => {
    const old = socket;
    socket = null;
    clearTimers();
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      old.close();
    }
    if (!stopped && !retry) retry = setTimeout(connect, reconnectDelay(attempt++));
  };

  const handle = (message: RealtimeServerMessage) => {
    if (message.type === 'pong' && message.ref === ref) clearTimeout(pongDue);
    else if (message.type === 'event') options.onEvent(message.event);
    else if (message.type === 'resync') options.onResync();
    else if (message.type === 'ready') options.onReady?.(message.audience);
  };

  function connect() {
    retry = undefined;
    if (stopped) return;
    // Any open but the very first attempt's may have missed events (page data is older).
    const isReconnect = attempted;
    attempted = true;
    const next = createSocket(options.url);
    socket = next;
    next.onopen = () => {
      attempt = 0;
      if (token) send({ type: 'auth', token });
      heartbeat = setInterval(() => {
        send({ type: 'ping', ref: ++ref });
        clearTimeout(pongDue);
        pongDue = setTimeout(drop, REALTIME_TIMEOUT_MS);
      }, REALTIME_HEARTBEAT_MS);
      if (isReconnect) options.onResync();
    };
    next.onmessage = (ev) => {
      try {
        handle(JSON.parse(String(ev.data)) as RealtimeServerMessage);
      } catch {
        // A message we can't read is ignored; the heartbeat notices a broken channel.
      }
    };
    next.onclose = drop;
    next.onerror = drop;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      connect();
    },
    stop() {
      stopped = true;
      clearTimeout(retry);
      retry = undefined;
      drop();
    },
    /** Back online: skip the rest of the wait instead of sitting out up to 10 s. */
    reconnectNow() {
      if (stopped || socket || !retry) return;
      clearTimeout(retry);
      connect();
    },
    /** The current access token (null when signed out); sent now if connected, and on every reconnect. */
    setToken(next: string | null) {
      if (next === token) return;
      token = next;
      send({ type: 'auth', token });
    },
  };
}

export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>;
