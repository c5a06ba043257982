import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { reconnectDelay } from '#core/realtime/realtime-timing';
import type { EventBus, ShopEvent } from './event-bus';

export const EVENT_CHANNEL = 'shop_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin for the envelope. */
export const MAX_PAYLOAD_BYTES = 7_800;
/** At most this many notifications in one statement. */
const NOTIFY_BATCH = 100;

/** Events small enough for one NOTIFY each: long product-id lists are split into several events. */
export function splitForNotify(event: ShopEvent): string[] {
  const json = JSON.stringify(event);
  if (Buffer.byteLength(json) <= MAX_PAYLOAD_BYTES) return [json];
  if (!('productIds' in event) || event.productIds.length < 2) return [];
  const half = Math.ceil(event.productIds.length / 2);
  return [event.productIds.slice(0, half), event.productIds.slice(half)].flatMap((productIds) =>
    splitForNotify({ ...event, productIds }),
  );
}

/**
 * Events across API processes through PostgreSQL LISTEN/NOTIFY. This process's own listeners
 * get an event at once, as with the in-process bus; other processes through NOTIFY (a bus
 * skips its own notifications by their origin id). Publishing uses the pool;
 * listening uses one dedicated connection that reconnects (1, 2, 5, 10 s) after any error
 * and then signals a resync, since notifications sent while it was away are lost.
 */
export async function createPostgresEventBus(
  pool: pg.Pool,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    const delay = reconnectDelay(attempt++);
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, delay);
    retry.unref();
  };

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client(pool.options);
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (!closed) log.warn({ err: error }, 'event bus: LISTEN connection lost, reconnecting');
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== EVENT_CHANNEL || !message.payload) return;
      try {
        const { o, e } = JSON.parse(message.payload) as { o: string; e: ShopEvent };
        if (o !== origin) local.emit('event', e);
      } catch (error) {
        log.error({ err: error }, 'event bus: unreadable notification');
      }
    });
    try {
      client = next;
      await next.connect();
      await next.query(`LISTEN ${EVENT_CHANNEL}`);
      if (closed) return void (await next.end());
      attempt = 0;
      if (isReconnect) local.emit('resync');
    } catch (error) {
      lost(error as Error);
    }
  };

  await connect(false);

  // Notifications asked for in the same tick (an order's two events, concurrent dispatches) go in
  // one statement, in order, one statement at a time: one round trip instead of one each
  // (decision 053), and never two in flight to overtake each other.
  const queued: { payload: string; type: string; sent: () => void }[] = [];
  let flushing = false;
  const flush = async () => {
    flushing = true;
    while (queued.length > 0) {
      const batch = queued.splice(0, NOTIFY_BATCH);
      try {
        const calls = batch.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
        await pool.query(`select ${calls}`, [EVENT_CHANNEL, ...batch.map((b) => b.payload)]);
      } catch (error) {
        log.error({ err: error, types: batch.map((b) => b.type) }, 'event bus: publish failed');
      }
      for (const b of batch) b.sent();
    }
    flushing = false;
  };
  const notify = (payload: string, type: string) =>
    new Promise<void>((sent) => {
      queued.push({ payload, type, sent });
      if (!flushing && queued.length === 1) queueMicrotask(() => void flush());
    });

  return {
    hint(event) {
      try {
        local.emit('hint', event);
      } catch (error) {
        log.error({ err: error, type: event.type }, 'event bus: a listener failed');
      }
    },
    async publish(event) {
      try {
        local.emit('event', event);
      } catch (error) {
        log.error({ err: error, type: event.type }, 'event bus: a listener failed');
      }
      await Promise.all(
        splitForNotify(event).map((payload) =>
          notify(`{"o":"${origin}","e":${payload}}`, event.type),
        ),
      );
    },
    subscribe(listener, options) {
      local.on('event', listener);
      if (options?.hints) local.on('hint', listener);
      return () => {
        local.off('event', listener);
        local.off('hint', listener);
      };
    },
    onResync(listener) {
      local.on('resync', listener);
      return () => local.off('resync', listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      local.removeAllListeners();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
