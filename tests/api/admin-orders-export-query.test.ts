import { beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/db/client';
import { adminOrdersExportQuerySchema } from '#core/orders/order-lists';
import { streamOrdersCsv } from '../../src/server/orders/export-orders-csv';
import { cheapestRate, placeOrder } from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { createTestUser, useTestUser } from '../support/test-users';

// The CSV export with a NUL byte in `q` answered 200, sent the header row, then broke the
// stream when the database refused the byte; the list answered 400 for the same input. The export
// must refuse what the list refuses, before it sends anything.

const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
beforeAll(async () => {
  // One order, so an unfiltered export has rows after its header.
  const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Array<{
    id: string;
    quantity: number;
  }>;
  const customer = await createTestUser(t.app);
  const order = await placeOrder(t.app, customer.authorization, {
    items: [{ productId: products.find((p) => p.quantity > 0)!.id, quantity: 1 }],
    shippingRateId: (await cheapestRate(t.app)).id,
  });
  expect(order.statusCode, order.body).toBe(201);
});

const get = (url: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin${url}`,
    headers: { authorization: admin.authorization },
  });

/** Search text the list refuses: a NUL byte (the database cannot store it), two values, too long. */
const HOSTILE_QUERIES: [label: string, query: string][] = [
  ['a lone NUL', 'q=%00'],
  ['a NUL last', 'q=abc%00'],
  ['a NUL first', 'q=%00abc'],
  ['two NULs', 'q=a%00b%00c'],
  ['a NUL after 50 characters', `q=${'a'.repeat(50)}%00`],
  ['a NUL with a status filter', 'q=%00&status=pending'],
  ['two values', 'q=a&q=b'],
  ['101 characters', `q=${'a'.repeat(101)}`],
  ['101 characters after 50 spaces', `q=${'%20'.repeat(50)}${'b'.repeat(101)}`],
  ['401 characters', `q=${'a'.repeat(401)}`],
];

describe('GET /api/admin/orders/export.csv refuses the query the list refuses', () => {
  it.each(HOSTILE_QUERIES)(
    '%s → 400 from both, with the same body, and no CSV sent',
    async (_label, query) => {
      const list = await get(`/orders?${query}`);
      expect(list.statusCode, list.body).toBe(400);
      const exported = await get(`/orders/export.csv?${query}`);
      expect(exported.statusCode, exported.body).toBe(400);
      expect(exported.headers['content-type']).toMatch(/^application\/json/);
      expect(exported.headers['content-disposition']).toBeUndefined();
      expect(exported.body).not.toContain('Order Number');
      expect(exported.json()).toEqual(list.json());
      expect(exported.json()).toMatchObject({
        error: 'validation_failed',
        issues: [expect.objectContaining({ path: 'q' })],
      });
    },
  );

  it('still exports ordinary search text, spaces, accents and quotes included', async () => {
    for (const q of ['', 'ORD', 'Ma%C3%AFa', '%22%3B--', '%09tab%0A', 'a%25_b']) {
      const list = await get(`/orders?q=${q}`);
      expect(list.statusCode, `${q}: ${list.body}`).toBe(200);
      const exported = await get(`/orders/export.csv?q=${q}`);
      expect(exported.statusCode, `${q}: ${exported.body}`).toBe(200);
      expect(exported.headers['content-type']).toMatch(/^text\/csv/);
      expect(exported.body).toContain('Order Number');
    }
  });

  it('reads the database before the first chunk, so a refusal comes before the reply starts', async () => {
    const refusing = {
      select() {
        throw new Error('the database refused the query');
      },
    } as unknown as Executor;
    const chunks = streamOrdersCsv(refusing, adminOrdersExportQuerySchema.parse({}));
    await expect(chunks.next()).rejects.toThrow('the database refused the query');
  });

  it('sends the header once, with the first rows, and nothing more for an empty result', async () => {
    const empty = await get('/orders/export.csv?q=no-such-order-anywhere');
    expect(empty.statusCode).toBe(200);
    expect(empty.body.match(/Order Number/g)).toHaveLength(1);
    expect(empty.body.split('\r\n')).toHaveLength(2);
    const all = await get('/orders/export.csv');
    expect(all.body.match(/Order Number/g)).toHaveLength(1);
    expect(all.body.split('\r\n').length).toBeGreaterThan(2);
  });
});
