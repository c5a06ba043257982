import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateShop, type GeneratedShop } from '../../bench/lib/generate-shop';
import {
  adminMessagesPageSchema,
  adminProductsPageSchema,
  adminQuotesPageSchema,
} from '#core/lists/list-responses';
import { adminCustomersPageSchema } from '#core/customers/customer-responses';
import { adminOrdersPageSchema } from '#core/orders/order-lists';
import { insertOrder } from '../support/order-fixtures';
import { useTestApp } from '../support/test-app';
import { createTestUser, useTestUser } from '../support/test-users';

// Lists page, search and sort on the server, with totals, and the CSV has every row.
let shop: GeneratedShop;
/** More than the old 500-row cap of the admin order list and its CSV. */
const ORDERS = 1234;

const t = useTestApp({}, { timeout: 120_000 });
const admin = useTestUser(t, { role: 'admin' });
beforeAll(async () => {
  shop = await generateShop(t.app.db, {
    orders: ORDERS,
    customers: 40,
    products: 7,
    contactMessages: 60,
  });
}, 120_000);

const get = (url: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin${url}`,
    headers: { authorization: admin.authorization },
  });
const ordersOf = async (query: string) => {
  const res = await get(`/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminOrdersPageSchema.parse(res.json());
};
const tagged = () => `q=gen-${shop.tag}-`;

describe('admin orders list', () => {
  it('pages every matching order exactly once, with the total, up to an empty page past the end', async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= 13; page += 1) {
      const body = await ordersOf(`${tagged()}&pageSize=100&page=${page}`);
      expect(body).toMatchObject({ total: ORDERS, page, pageSize: 100 });
      expect(body.items).toHaveLength(page < 13 ? 100 : ORDERS - 1200);
      for (const order of body.items) seen.add(order.id);
    }
    expect(seen.size).toBe(ORDERS);
    const past = await ordersOf(`${tagged()}&pageSize=100&page=14`);
    expect(past).toMatchObject({ items: [], total: ORDERS, page: 14 });
    const first = await ordersOf(tagged());
    expect(first.items).toHaveLength(25);
    const created = first.items.map((o) => Date.parse(o.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('refuses page sizes, pages, sort keys, directions and search text out of bounds', async () => {
    for (const query of [
      'pageSize=101',
      'pageSize=0',
      'page=0',
      'page=10001',
      'page=abc',
      'sort=customerEmail',
      'sort=id',
      'dir=sideways',
      `q=${'a'.repeat(101)}`,
      'status=lost',
    ]) {
      expect((await get(`/orders?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('sorts by a whitelisted key in either direction', async () => {
    const asc = await ordersOf(`${tagged()}&sort=total&dir=asc&pageSize=100`);
    const totals = asc.items.map((o) => Number(o.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const desc = await ordersOf(`${tagged()}&sort=total&dir=desc&pageSize=100`);
    expect(Number(desc.items[0]!.total)).toBeGreaterThan(totals[0]!);
    const numbers = (await ordersOf(`${tagged()}&sort=orderNumber&dir=asc`)).items.map(
      (o) => o.orderNumber,
    );
    expect(numbers[0]).toBe(`GEN-${shop.tag}-0000001`);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('searches by order number, e-mail or name prefix, case-insensitively, with wildcards taken literally', async () => {
    const order = await insertOrder(t.app, {
      customerEmail: 'zelda.prefix@example.com',
      customerName: 'Zelda Quarry',
    });
    for (const q of ['ZELDA.PRE', 'zelda q', order.orderNumber.toLowerCase()]) {
      const body = await ordersOf(`q=${encodeURIComponent(q)}`);
      expect(
        body.items.map((o) => o.id),
        q,
      ).toEqual([order.id]);
      expect(body.total).toBe(1);
    }
    expect((await ordersOf('q=%25')).total).toBe(0);
    expect((await ordersOf('q=_elda')).total).toBe(0);
    expect((await ordersOf('q=prefix')).total).toBe(0);
    expect((await ordersOf(`q=${encodeURIComponent('  ')}`)).total).toBeGreaterThan(ORDERS);
  });

  it('counts within the status filter', async () => {
    const rows = await ordersOf(`${tagged()}&status=cancelled&pageSize=100`);
    // The generator gives order g the status g % 6: 'cancelled' is every sixth.
    expect(rows.total).toBe(Math.floor(ORDERS / 6));
    expect(rows.items.every((o) => o.status === 'cancelled')).toBe(true);
  });

  it('streams every matching order into the CSV, in the list order, past the old cap', async () => {
    const res = await get(`/orders/export.csv?${tagged()}&sort=total&dir=asc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header![0]).toBe('Order Number');
    expect(rows).toHaveLength(ORDERS);
    expect(new Set(rows.map((r) => r[0])).size).toBe(ORDERS);
    const totalColumn = header!.indexOf('Total');
    const totals = rows.map((r) => Number(r[totalColumn]));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const cancelled = parse(
      (await get(`/orders/export.csv?${tagged()}&status=cancelled`)).body.replace(/^\uFEFF/, ''),
    ) as string[][];
    expect(cancelled).toHaveLength(Math.floor(ORDERS / 6) + 1);
  });
});

describe('admin customers list', () => {
  it('counts an order for the account that placed it, not for the account whose e-mail was typed', async () => {
    const a = await createTestUser(t.app, { email: `owner-a-${shop.tag}@example.com` });
    const b = await createTestUser(t.app, { email: `owner-b-${shop.tag}@example.com` });
    await insertOrder(t.app, { userId: a.id, customerEmail: b.email, total: '10.00' });
    await insertOrder(t.app, { userId: null, customerEmail: b.email, total: '3.00' });
    const res = await get(`/customers?q=owner-&sort=email&dir=asc`);
    expect(res.statusCode).toBe(200);
    const body = adminCustomersPageSchema.parse(res.json());
    const byId = Object.fromEntries(body.items.map((c) => [c.userId, c]));
    expect(byId[a.id]).toMatchObject({ ordersCount: 1, totalSpent: '10.00' });
    expect(byId[b.id]).toMatchObject({ ordersCount: 1, totalSpent: '3.00' });
  });

  it('pages, searches and sorts customers with the total', async () => {
    const body = adminCustomersPageSchema.parse(
      (await get(`/customers?q=shopper-${shop.tag}&pageSize=15&page=3&sort=email&dir=asc`)).json(),
    );
    expect(body.total).toBe(40);
    expect(body.items).toHaveLength(10);
    const emails = body.items.map((c) => c.email);
    expect(emails).toEqual([...emails].sort());
    // 1234 orders over 40 customers, every tenth a guest's: each has 27 to 31 of their own.
    expect(body.items.every((c) => c.ordersCount >= 27 && c.ordersCount <= 31)).toBe(true);
    expect(body.items.map((c) => c.userId)).not.toContain(admin.id);
    expect((await get('/customers?sort=ordersCount')).statusCode).toBe(400);
  });
});

describe('admin products, messages and quotes lists', () => {
  it('pages, filters and sorts products', async () => {
    const all = adminProductsPageSchema.parse(
      (await get(`/products?q=gen-${shop.tag}&sort=price&dir=asc&pageSize=5`)).json(),
    );
    expect(all.total).toBe(7);
    expect(all.items).toHaveLength(5);
    const prices = all.items.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page2 = adminProductsPageSchema.parse(
      (await get(`/products?q=gen-${shop.tag}&sort=price&dir=asc&pageSize=5&page=2`)).json(),
    );
    expect(page2.items).toHaveLength(2);
    const named = adminProductsPageSchema.parse(
      (await get(`/products?q=${encodeURIComponent(`generated part ${shop.tag} 7`)}`)).json(),
    );
    expect(named.items.map((p) => p.sku)).toEqual([`GEN-${shop.tag}-7`]);
    // The generator makes every tenth product inactive: none of 1–7, so the inactive filter is empty here.
    expect(
      adminProductsPageSchema.parse(
        (await get(`/products?q=gen-${shop.tag}&status=inactive`)).json(),
      ).total,
    ).toBe(0);
    expect((await get('/products?sort=sku')).statusCode).toBe(400);
  });

  it('pages and filters contact messages, keeping the unread count of the whole inbox', async () => {
    const body = adminMessagesPageSchema.parse(
      (await get(`/messages?q=visitor-${shop.tag}&pageSize=25&page=3`)).json(),
    );
    expect(body.total).toBe(60);
    expect(body.items).toHaveLength(10);
    const unread = adminMessagesPageSchema.parse(
      (await get(`/messages?q=visitor-${shop.tag}&read=unread&pageSize=100`)).json(),
    );
    expect(unread.total).toBe(20);
    expect(unread.items.every((m) => m.readAt === null)).toBe(true);
    expect(body.unreadCount).toBeGreaterThanOrEqual(20);
  });

  it('answers the quotes list as a page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/custom-prints/quotes?status=requested&page=2',
      headers: { authorization: admin.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(adminQuotesPageSchema.parse(res.json())).toMatchObject({ page: 2, pageSize: 25 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/custom-prints/quotes?pageSize=1000',
      headers: { authorization: admin.authorization },
    });
    expect(bad.statusCode).toBe(400);
  });
});
