import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  canReceive,
  type OrderOwner,
  type Recipient,
  type RealtimeServerMessage,
  type ShopEvent,
} from '#core/realtime/realtime-protocol';
import { REALTIME_HEARTBEAT_MS, REALTIME_TIMEOUT_MS } from '#core/realtime/realtime-timing';
import type { EventBus } from './event-bus';

const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(4096).nullable() }),
  z.object({ type: z.literal('ping'), ref: z.number().int() }),
]);

export type Authenticated = {
  recipient: Recipient;
  expiresAt: number;
  /** Whether the session is still signed in with the same role (the session guard, asked again). */
  stillSignedIn?: () => Promise<boolean>;
};

export type RealtimeHubDeps = {
  events: EventBus;
  /** Resolves who the token's holder is, or null for a bad or expired token. */
  authenticate(token: string): Promise<Authenticated | null>;
  /** Whose order an event is about (null: not in the database, the event's e-mail decides). */
  orderOwner(orderId: string): Promise<OrderOwner | null>;
  log: FastifyBaseLogger;
};

type Peer = {
  socket: WebSocket;
  recipient: Recipient;
  lastSeen: number;
  authSeq: number;
  expiry?: NodeJS.Timeout;
  stillSignedIn?: () => Promise<boolean>;
};

/** A peer that buffers this much unsent data is too slow to keep up: it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 1_048_576;
const ANONYMOUS: Recipient = { audience: 'anonymous' };

/**
 * The live channel's server side: every socket starts anonymous (public stock events), sends
 * its access token in an `auth` message (again after each refresh), and gets only the events
 * its holder may see. A socket silent for a heartbeat plus the timeout is closed.
 */
export function createRealtimeHub({ events, authenticate, orderOwner, log }: RealtimeHubDeps) {
  const peers = new Set<Peer>();

  const send = (peer: Peer, message: RealtimeServerMessage) => {
    if (peer.socket.readyState !== peer.socket.OPEN) return;
    if (peer.socket.bufferedAmount > MAX_BUFFERED_BYTES) return peer.socket.terminate();
    peer.socket.send(JSON.stringify(message));
  };

  const deliver = async (event: ShopEvent) => {
    // Ownership comes from the order row, so a customer never gets an order that only names them.
    // Only a signed-in customer's socket needs it (admins get every order, anonymous ones none),
    // so a process with no such socket reads nothing per order.
    const needsOwner =
      'orderId' in event && [...peers].some((peer) => peer.recipient.audience === 'customer');
    const owner = needsOwner ? await orderOwner(event.orderId).catch(() => null) : null;
    const isPublic = canReceive(ANONYMOUS, event, owner ?? undefined);
    for (const peer of peers) {
      if (!canReceive(peer.recipient, event, owner ?? undefined)) continue;
      if (!isPublic && peer.stillSignedIn && !(await peer.stillSignedIn().catch(() => false))) {
        signOutPeer(peer);
        continue;
      }
      send(peer, { type: 'event', event });
    }
  };

  // The session ended (signed out, revoked, role changed): back to public events only.
  const signOutPeer = (peer: Peer) => {
    clearTimeout(peer.expiry);
    peer.authSeq++;
    peer.recipient = ANONYMOUS;
    peer.stillSignedIn = undefined;
    send(peer, { type: 'auth_error', reason: 'invalid_token' });
    send(peer, { type: 'ready', audience: 'anonymous' });
  };
  // One event at a time, so every socket gets them in the order they were published.
  let queue = Promise.resolve();
  const offEvents = events.subscribe((event) => {
    queue = queue
      .then(() => deliver(event))
      .catch((error) => log.error({ err: error }, 'realtime: delivery failed'));
  });
  const offResync = events.onResync?.(() =>
    peers.forEach((peer) => send(peer, { type: 'resync' })),
  );

  const sweep = setInterval(() => {
    const deadline = Date.now() - (REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS);
    for (const peer of peers) if (peer.lastSeen < deadline) peer.socket.terminate();
  }, REALTIME_HEARTBEAT_MS);
  sweep.unref();

  const signIn = async (peer: Peer, token: string | null) => {
    const seq = ++peer.authSeq;
    clearTimeout(peer.expiry);
    const who = token ? await authenticate(token).catch(() => null) : null;
    if (seq !== peer.authSeq) return; // a newer auth message overtook this one
    peer.recipient = who?.recipient ?? ANONYMOUS;
    peer.stillSignedIn = who?.stillSignedIn;
    if (token && !who) send(peer, { type: 'auth_error', reason: 'invalid_token' });
    if (who) {
      // When the token runs out without a refreshed one, the socket falls back to public events.
      peer.expiry = setTimeout(
        () => {
          peer.recipient = ANONYMOUS;
          send(peer, { type: 'auth_error', reason: 'token_expired' });
          send(peer, { type: 'ready', audience: 'anonymous' });
        },
        Math.max(who.expiresAt * 1000 - Date.now(), 0),
      );
      peer.expiry.unref();
    }
    send(peer, { type: 'ready', audience: peer.recipient.audience });
  };

  return {
    attach(socket: WebSocket) {
      const peer: Peer = { socket, recipient: ANONYMOUS, lastSeen: Date.now(), authSeq: 0 };
      peers.add(peer);
      socket.on('message', (data, isBinary) => {
        peer.lastSeen = Date.now();
        let parsed;
        try {
          parsed = isBinary ? null : clientMessage.safeParse(JSON.parse(data.toString()));
        } catch {
          parsed = null;
        }
        if (!parsed?.success) return socket.close(1008, 'bad message');
        if (parsed.data.type === 'ping') return send(peer, { type: 'pong', ref: parsed.data.ref });
        signIn(peer, parsed.data.token).catch((error) =>
          log.error({ err: error }, 'realtime: auth failed'),
        );
      });
      socket.on('close', () => {
        clearTimeout(peer.expiry);
        peers.delete(peer);
      });
      socket.on('error', () => socket.terminate());
      send(peer, { type: 'ready', audience: 'anonymous' });
    },
    get size() {
      return peers.size;
    },
    close() {
      clearInterval(sweep);
      offEvents();
      offResync?.();
      for (const peer of peers) {
        clearTimeout(peer.expiry);
        peer.socket.close(1001, 'server shutting down');
      }
      peers.clear();
    },
  };
}
