import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../lib/http-negotiation';

/** A page's HTML as sent, with its validators; its compressed forms are made on first ask. */
export type RenderedPage = {
  html: string;
  etag: string;
  /** Epoch ms, whole seconds (HTTP dates have no finer unit). */
  lastModified: number;
  br?: Buffer;
  gzip?: Buffer;
};

/**
 * A page from its HTML. Given the page it replaces, the same HTML keeps that page's date, and
 * other HTML gets a later second than it, so an If-Modified-Since of the old copy never matches.
 */
export function renderedPage(html: string, previous?: RenderedPage): RenderedPage {
  const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
  if (previous?.etag === etag) return previous;
  const second = Math.floor(Date.now() / 1000) * 1000;
  return {
    html,
    etag,
    lastModified: previous ? Math.max(second, previous.lastModified + 1000) : second,
  };
}

/**
 * Whether the client's copy is this page: If-None-Match when sent (it wins, RFC 9110 §13.2.2),
 * else If-Modified-Since.
 */
export function isNotModified(request: FastifyRequest, page: RenderedPage): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) return matchesEtag(tags, page.etag);
  const since = request.headers['if-modified-since'];
  if (since === undefined) return false;
  const at = Date.parse(since);
  return Number.isFinite(at) && at >= page.lastModified;
}

/** Sets the validators of `page` on the reply. */
export function withValidators(reply: FastifyReply, page: RenderedPage): FastifyReply {
  return reply
    .header('etag', page.etag)
    .header('last-modified', new Date(page.lastModified).toUTCString());
}

/** What a live page is made from, read now, and how to make the page from it. */
export type PageSource<T> = {
  /** Null: not a page (the caller answers otherwise); `data` is compared with the last read's. */
  read(): Promise<{ data: string; value: T } | null>;
  render(value: T, previous: RenderedPage | undefined): Promise<RenderedPage>;
};

export type LivePageCacheOptions = {
  /** The catalogue's version as committed now (decision 177). */
  version: () => Promise<number>;
  /** Stock does not move the version: a page's data is read again when older than this. */
  stockLagMs: number;
  /** Bytes of HTML kept at most; the page least recently asked for goes first. */
  maxBytes: number;
};

type Entry = { version: number; checkedAt: number; data: string; page: RenderedPage };

export type LivePageCache = {
  /**
   * The page at `key` as its data is now: the kept one while the catalogue's version has not
   * moved and its stock was read less than `stockLagMs` ago (no database query, no render), else
   * its data read again (one read for every request waiting on it), and rendered again only if
   * that data differs from what it was made from. Null when the source says it is not a page.
   */
  serve<T>(key: string, source: PageSource<T>): Promise<RenderedPage | null>;
  /** Forgets every page (the HTML they share changed: the shop's settings, the build). */
  clear(): void;
};

export function createLivePageCache(options: LivePageCacheOptions): LivePageCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, { version: number; promise: Promise<RenderedPage | null> }>();
  let bytes = 0;
  let generation = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.page.html.length;
    entries.delete(key);
  };
  const keep = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    bytes += entry.page.html.length;
    while (bytes > options.maxBytes && entries.size > 1) remove(entries.keys().next().value!);
  };
  const refresh = <T>(key: string, source: PageSource<T>, version: number) => {
    const waiting = pending.get(key);
    // A read of this version or a later one sees every change this request must see.
    if (waiting && waiting.version >= version) return waiting.promise;
    const startedIn = generation;
    const promise = (async () => {
      const checkedAt = Date.now();
      const read = await source.read();
      const before = entries.get(key);
      if (!read) {
        remove(key);
        return null;
      }
      const page =
        before && before.data === read.data
          ? before.page
          : await source.render(read.value, before?.page);
      if (startedIn === generation) keep(key, { version, checkedAt, data: read.data, page });
      return page;
    })();
    pending.set(key, { version, promise });
    const done = () => {
      if (pending.get(key)?.promise === promise) pending.delete(key);
    };
    promise.then(done, done);
    return promise;
  };
  return {
    async serve(key, source) {
      const version = await options.version();
      const entry = entries.get(key);
      if (entry && entry.version === version && Date.now() - entry.checkedAt < options.stockLagMs) {
        // Most recently asked for last: the least asked-for goes first when full.
        if (entries.size > 1) {
          entries.delete(key);
          entries.set(key, entry);
        }
        return entry.page;
      }
      return refresh(key, source, version);
    },
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
      bytes = 0;
    },
  };
}
