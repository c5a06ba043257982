import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus, ShopEvent } from '../realtime/event-bus';
import { matchesEtag, pickEncoding } from './http-negotiation';

/**
 * Server-side cache for public, anonymous JSON answers (the product list): the body is built
 * once, its ETag and compressed forms once per change, and every write event empties it.
 * Not for anything that depends on who asks.
 */
export type PublicJsonCache = {
  /** Answers from the cache (loading on a miss) with ETag / If-None-Match 304 and br/gzip. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ): Promise<FastifyReply>;
  invalidate(): void;
  /** Stops listening to the bus. */
  close(): void;
};

export type PublicJsonCacheOptions = {
  events: EventBus;
  /** Which events make cached answers stale. */
  invalidateOn: (event: ShopEvent) => boolean;
  /** Distinct keys (query strings) kept; the oldest goes first. */
  maxEntries?: number;
  /**
   * Upper bound on staleness should an event ever be missed (a dropped cross-process
   * listener): entries older than this are rebuilt. Events remain the main invalidation.
   */
  maxAgeMs?: number;
  /**
   * The catalogue's version as committed now (decision 177): an entry filled at another version
   * is filled again, so a change made through another process is in the very next answer.
   */
  version?: () => Promise<number>;
};

type Entry = {
  body: Buffer;
  etag: string;
  createdAt: number;
  version: number;
  gzip?: Buffer;
  br?: Buffer;
};

/** Below this, compressing costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

export function createPublicJsonCache(options: PublicJsonCacheOptions): PublicJsonCache {
  const maxEntries = options.maxEntries ?? 200;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { promise: Promise<Entry>; version: number }>();
  // A load that started before a write must not refill the cache with what it read.
  let generation = 0;

  const invalidate = () => {
    generation += 1;
    entries.clear();
    loading.clear();
  };
  // Hints too: an order's stock change reaches this process's lists before its answer (decision 033).
  const unsubscribe = options.events.subscribe(
    (event) => {
      if (options.invalidateOn(event)) invalidate();
    },
    { hints: true },
  );

  const build = (key: string, load: () => Promise<unknown>, version: number): Promise<Entry> => {
    const pending = loading.get(key);
    // One database read per key however many ask at once (of the same version).
    if (pending && pending.version === version) return pending.promise;
    const startedAt = generation;
    const promise = load().then((value) => {
      const body = Buffer.from(JSON.stringify(value));
      const entry: Entry = { body, etag: etagOf(body), createdAt: Date.now(), version };
      if (generation === startedAt) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      return entry;
    });
    loading.set(key, { promise, version });
    const clear = () => {
      if (loading.get(key)?.promise === promise) loading.delete(key);
    };
    promise.then(clear, clear);
    return promise;
  };

  return {
    async send(request, reply, key, load) {
      const version = options.version ? await options.version() : 0;
      let entry = entries.get(key);
      if (!entry || entry.version !== version || Date.now() - entry.createdAt > maxAgeMs)
        entry = await build(key, load, version);
      reply
        .header('etag', entry.etag)
        .header('vary', 'accept-encoding')
        // Anyone may keep it, but must ask again each time: stock changes at any moment.
        .header('cache-control', 'public, no-cache');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding =
        entry.body.length >= COMPRESS_MIN_BYTES
          ? pickEncoding(request.headers['accept-encoding'])
          : null;
      if (encoding === 'br') {
        entry.br ??= brotliCompressSync(entry.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        });
        return reply.header('content-encoding', 'br').send(entry.br);
      }
      if (encoding === 'gzip') {
        entry.gzip ??= gzipSync(entry.body, { level: 6 });
        return reply.header('content-encoding', 'gzip').send(entry.gzip);
      }
      return reply.send(entry.body);
    },
    invalidate,
    close: unsubscribe,
  };
}

function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}
