import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalEventBus } from '../realtime/event-bus';
import { matchesEtag, pickEncoding } from './http-negotiation';
import { createPublicJsonCache } from './public-json-cache';

const products = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    name: `Dragon ${i}`,
    description: 'x'.repeat(40),
  }));

async function setup() {
  const events = createLocalEventBus();
  const cache = createPublicJsonCache({
    events,
    invalidateOn: (e) => e.type === 'stock.changed' || e.type === 'product.changed',
  });
  let loads = 0;
  let data: unknown = products(50);
  const app = Fastify();
  app.get('/list', (request, reply) =>
    cache.send(request, reply, request.url, async () => {
      loads += 1;
      const read = data; // what the database held when the read ran
      await new Promise((r) => setTimeout(r, 5));
      return read;
    }),
  );
  await app.ready();
  return { app, events, cache, loads: () => loads, setData: (value: unknown) => (data = value) };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('public JSON cache', () => {
  it('loads once for many concurrent requests and answers the same bytes', async () => {
    const t = await setup();
    close = () => t.app.close();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject('/list')));
    expect(t.loads()).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json()).toHaveLength(50);
    expect(answers[0]!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answers[0]!.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 304 with no body to a matching If-None-Match, 200 otherwise', async () => {
    const t = await setup();
    close = () => t.app.close();
    const first = await t.app.inject('/list');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url: '/list', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      url: '/list',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('empties on a matching event, so the next answer and its ETag are new', async () => {
    const t = await setup();
    close = () => t.app.close();
    const before = await t.app.inject('/list');
    t.setData(products(3));
    await t.events.publish({
      type: 'order.updated',
      orderId: '1',
      orderNumber: 'ORD-1',
      customerEmail: 'a@b.c',
      status: 'shipped',
    });
    expect((await t.app.inject('/list')).json()).toHaveLength(50);
    await t.events.publish({ type: 'stock.changed', productIds: ['1'] });
    const after = await t.app.inject({
      url: '/list',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(3);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(t.loads()).toBe(2);
  });

  it('never keeps what a load read before a write that happened during it', async () => {
    const t = await setup();
    close = () => t.app.close();
    const inFlight = t.app.inject('/list');
    await new Promise((r) => setTimeout(r, 1));
    t.setData(products(7));
    await t.events.publish({ type: 'product.changed', productIds: ['1'] });
    await inFlight;
    expect((await t.app.inject('/list')).json()).toHaveLength(7);
  });

  it('keeps separate answers per key', async () => {
    const t = await setup();
    close = () => t.app.close();
    await t.app.inject('/list?category=a');
    await t.app.inject('/list?category=b');
    await t.app.inject('/list?category=a');
    expect(t.loads()).toBe(2);
  });

  it('compresses with brotli or gzip as the client offers, identical once decoded', async () => {
    const t = await setup();
    close = () => t.app.close();
    const plain = await t.app.inject('/list');
    const br = await t.app.inject({
      url: '/list',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const gz = await t.app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe('conditional request and encoding parsing', () => {
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
  ])('If-None-Match %s matches W/"abc": %s', (header, expected) => {
    expect(matchesEtag(header, 'W/"abc"')).toBe(expected);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
  ])('Accept-Encoding %s picks %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
