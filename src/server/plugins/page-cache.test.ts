import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { createLivePageCache, isNotModified, renderedPage, type PageSource } from './page-cache';

describe('renderedPage', () => {
  afterEach(() => vi.useRealTimers());

  it('the same HTML keeps its page; other HTML a later second than the page it replaces', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_400);
    const first = renderedPage('<p>a</p>');
    expect(first.lastModified).toBe(10_000);
    expect(renderedPage('<p>a</p>', first)).toBe(first);
    const second = renderedPage('<p>b</p>', first);
    expect(second.etag).not.toBe(first.etag);
    expect(second.lastModified).toBe(11_000);
  });

  it('If-None-Match wins over If-Modified-Since', () => {
    const page = renderedPage('<p>a</p>');
    const ask = (headers: Record<string, string>) =>
      isNotModified({ headers } as unknown as FastifyRequest, page);
    const date = new Date(page.lastModified).toUTCString();
    expect(ask({ 'if-none-match': page.etag })).toBe(true);
    expect(ask({ 'if-none-match': 'W/"other"', 'if-modified-since': date })).toBe(false);
    expect(ask({ 'if-modified-since': date })).toBe(true);
    expect(ask({ 'if-modified-since': new Date(page.lastModified - 1000).toUTCString() })).toBe(
      false,
    );
    expect(ask({})).toBe(false);
  });
});

describe('createLivePageCache', () => {
  afterEach(() => vi.useRealTimers());

  function setup() {
    let version = 1;
    let data = 'price 10';
    const counts = { versions: 0, reads: 0, renders: 0 };
    const cache = createLivePageCache({
      version: async () => {
        counts.versions += 1;
        return version;
      },
      stockLagMs: 1_000,
      maxBytes: 1_000,
    });
    const source: PageSource<string> = {
      read: async () => {
        counts.reads += 1;
        return data === 'gone' ? null : { data, value: data };
      },
      render: async (value, previous) => {
        counts.renders += 1;
        return renderedPage(`<p>${value}</p>`, previous);
      },
    };
    return {
      cache,
      source,
      counts,
      bump: () => (version += 1),
      set: (next: string) => (data = next),
    };
  }

  it('serves the kept page with no read while the version stands, once for parallel requests', async () => {
    const { cache, source, counts } = setup();
    const [a, b] = await Promise.all([cache.serve('/p', source), cache.serve('/p', source)]);
    expect(a).toBe(b);
    expect(await cache.serve('/p', source)).toBe(a);
    expect(counts).toEqual({ versions: 3, reads: 1, renders: 1 });
  });

  it('a version move reads again, and renders again only if the data changed', async () => {
    const { cache, source, counts, bump, set } = setup();
    const first = await cache.serve('/p', source);
    bump();
    expect(await cache.serve('/p', source)).toBe(first);
    expect(counts.reads).toBe(2);
    expect(counts.renders).toBe(1);
    set('price 12');
    bump();
    const second = await cache.serve('/p', source);
    expect(second!.html).toBe('<p>price 12</p>');
    expect(counts.renders).toBe(2);
  });

  it('stock is read again after stockLagMs without a version move', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cache, source, counts, set } = setup();
    await cache.serve('/p', source);
    set('3 left');
    vi.advanceTimersByTime(999);
    expect((await cache.serve('/p', source))!.html).toBe('<p>price 10</p>');
    vi.advanceTimersByTime(1);
    expect((await cache.serve('/p', source))!.html).toBe('<p>3 left</p>');
    expect(counts.reads).toBe(2);
  });

  it('a page that is gone answers null and is forgotten; the least asked-for goes when full', async () => {
    const { cache, source, counts, bump, set } = setup();
    const big: PageSource<string> = {
      read: async () => ({ data: 'big', value: 'big' }),
      render: async () => renderedPage('x'.repeat(600)),
    };
    await cache.serve('/p', source);
    await cache.serve('/a', big);
    await cache.serve('/p', source);
    await cache.serve('/b', big); // over 1,000 bytes: /a, least recently asked for, goes
    const reads = counts.reads;
    await cache.serve('/p', source);
    expect(counts.reads).toBe(reads);
    set('gone');
    bump();
    expect(await cache.serve('/p', source)).toBeNull();
  });
});
