import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCustomersPageSchema,
  customerDetailSchema,
  customerNoteSchema,
} from '#core/customers/customer-responses';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../src/db/schema/operations';
import { orders } from '../../src/db/schema/sales';
import { insertQuote } from '../support/quote-fixtures';
import { insertOrder, testAddress } from '../support/order-fixtures';
import { useTestApp } from '../support/test-app';
import { adminApi, createTestUser, useTestUser, type TestUser } from '../support/test-users';

// The customer's page, the owner's notes and tags, and the list's search and sorts.
const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
const shopper = useTestUser(t, { role: 'customer' });
const tag = `c${Date.now().toString(36)}`;
let ada: TestUser;
let bob: TestUser;
let cyd: TestUser;

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, body?: unknown) =>
  adminApi(t, admin)(method, url, body);

beforeAll(async () => {
  ada = await createTestUser(t.app, { email: `${tag}-ada@example.com`, firstName: 'Ada' });
  bob = await createTestUser(t.app, { email: `${tag}-bob@example.com`, firstName: 'Bob' });
  cyd = await createTestUser(t.app, { email: `${tag}-cyd@example.com`, firstName: 'Cyd' });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  // Ada: two paid orders of her account, one signed out with her e-mail, one unpaid.
  await insertOrder(t.app, {
    userId: ada.id,
    customerEmail: ada.email,
    total: '10.00',
    createdAt: day(1),
  });
  await insertOrder(t.app, {
    userId: ada.id,
    customerEmail: ada.email,
    total: '20.00',
    createdAt: day(5),
    shippingAddress: { ...testAddress, city: 'Salem' },
  });
  await insertOrder(t.app, {
    userId: null,
    customerEmail: ada.email.toUpperCase(),
    total: '5.00',
    createdAt: day(3),
  });
  await insertOrder(t.app, {
    userId: ada.id,
    customerEmail: ada.email,
    total: '99.00',
    paymentStatus: 'pending',
    status: 'pending',
    createdAt: day(4),
  });
  // Bob spends more, earlier; Cyd never ordered.
  await insertOrder(t.app, {
    userId: bob.id,
    customerEmail: bob.email,
    total: '500.00',
    createdAt: day(2),
  });
  // Another account's order placed with Ada's e-mail is that account's, not Ada's.
  await insertOrder(t.app, {
    userId: bob.id,
    customerEmail: ada.email,
    total: '1.00',
    createdAt: day(6),
  });
  await t.app.db.insert(contactMessages).values([
    {
      name: 'Ada',
      email: ada.email.toUpperCase(),
      subject: 'Where is my parcel?',
      message: 'Hello',
    },
    { name: 'Someone', email: `${tag}-other@example.com`, subject: 'Not hers', message: 'Hi' },
  ]);
  await insertQuote(t.app, { userId: ada.id, status: 'requested', requestedAt: new Date() });
  // A bare instant price is no request: not on the customer's page.
  await insertQuote(t.app, { userId: ada.id, status: 'priced' });
});

const detailOf = async (id: string) => {
  const res = await api('GET', `/customers/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return customerDetailSchema.parse(res.json());
};

describe("a customer's page", () => {
  it('shows their orders, figures, addresses, quotes and messages', async () => {
    const page = await detailOf(ada.id);
    expect(page.customer).toMatchObject({ userId: ada.id, email: ada.email, firstName: 'Ada' });
    expect(page.stats).toEqual({
      ordersCount: 4,
      totalSpent: '35.00',
      firstOrderAt: '2026-01-01T00:00:00.000Z',
      lastOrderAt: '2026-01-05T00:00:00.000Z',
    });
    expect(page.orders.map((o) => o.total)).toEqual(['20.00', '99.00', '5.00', '10.00']);
    expect(page.addresses.map((a) => a.city)).toEqual(['Salem', 'Portland']);
    expect(page.addresses[0]).toMatchObject({
      ...testAddress,
      city: 'Salem',
      lastUsedAt: '2026-01-05T00:00:00.000Z',
    });
    expect(page.quotes).toEqual([
      expect.objectContaining({
        fileName: 'bracket.stl',
        status: 'requested',
        price: '12.00',
        quantity: 2,
      }),
    ]);
    expect(page.messages).toEqual([
      expect.objectContaining({ subject: 'Where is my parcel?', read: false }),
    ]);
    expect(page).toMatchObject({ notes: [], tags: [] });
    const empty = await detailOf(cyd.id);
    expect(empty.stats).toEqual({
      ordersCount: 0,
      totalSpent: '0.00',
      firstOrderAt: null,
      lastOrderAt: null,
    });
    expect(empty).toMatchObject({ orders: [], quotes: [], messages: [], addresses: [] });
  });

  it('answers 404 for no account and for an admin account, 400 for a bad id', async () => {
    expect((await api('GET', '/customers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await api('GET', `/customers/${admin.id}`)).statusCode).toBe(404);
    expect((await api('GET', '/customers/not-a-uuid')).statusCode).toBe(400);
  });

  it('is the admin’s only', async () => {
    const asShopper = await adminApi(t, shopper)('GET', `/customers/${ada.id}`);
    expect(asShopper.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/customers/${ada.id}` });
    expect(anonymous.statusCode).toBe(401);
    const note = await adminApi(t, shopper)('POST', `/customers/${ada.id}/notes`, { body: 'hi' });
    expect(note.statusCode).toBe(403);
    const tags = await adminApi(t, shopper)('PUT', `/customers/${ada.id}/tags`, { tags: ['x'] });
    expect(tags.statusCode).toBe(403);
  });
});

describe("the owner's notes", () => {
  it('writes, rewrites and deletes a note, with its author and moments', async () => {
    const created = await api('POST', `/customers/${bob.id}/notes`, { body: '  Prefers PETG  ' });
    expect(created.statusCode, created.body).toBe(201);
    const note = customerNoteSchema.parse(created.json());
    expect(note).toMatchObject({
      body: 'Prefers PETG',
      authorId: admin.id,
      authorEmail: admin.email,
    });
    await api('POST', `/customers/${bob.id}/notes`, { body: 'Second note' });
    const edited = await api('PATCH', `/customers/${bob.id}/notes/${note.id}`, {
      body: 'Prefers PETG, black',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = customerNoteSchema.parse(edited.json());
    expect(after).toMatchObject({ id: note.id, body: 'Prefers PETG, black', authorId: admin.id });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(note.updatedAt));
    expect(after.createdAt).toBe(note.createdAt);
    expect((await detailOf(bob.id)).notes.map((n) => n.body)).toEqual([
      'Second note',
      'Prefers PETG, black',
    ]);
    expect((await api('DELETE', `/customers/${bob.id}/notes/${note.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/customers/${bob.id}/notes/${note.id}`)).statusCode).toBe(404);
    expect((await detailOf(bob.id)).notes.map((n) => n.body)).toEqual(['Second note']);
  });

  it('refuses an empty or too long note, and a note of another customer or none', async () => {
    for (const body of [{ body: '   ' }, { body: 'x'.repeat(2001) }, {}, { body: 42 }]) {
      const res = await api('POST', `/customers/${ada.id}/notes`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await api('POST', '/customers/00000000-0000-4000-8000-000000000000/notes', {
      body: 'x',
    });
    expect(missing.statusCode).toBe(404);
    const onAdmin = await api('POST', `/customers/${admin.id}/notes`, { body: 'x' });
    expect(onAdmin.statusCode).toBe(404);
    const bobs = customerNoteSchema.parse(
      (await api('POST', `/customers/${bob.id}/notes`, { body: 'Bob only' })).json(),
    );
    // The note's id under another customer's path is not found, and stays as it was.
    expect(
      (await api('PATCH', `/customers/${ada.id}/notes/${bobs.id}`, { body: 'moved' })).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/customers/${ada.id}/notes/${bobs.id}`)).statusCode).toBe(404);
    expect((await detailOf(bob.id)).notes.map((n) => n.body)).toContain('Bob only');
    expect(
      (await api('PATCH', `/customers/${bob.id}/notes/${bobs.id}`, { body: '' })).statusCode,
    ).toBe(400);
  });
});

describe("the owner's tags", () => {
  it('replaces the tags, trimmed, lower-cased and once each, and refuses bad ones', async () => {
    const res = await api('PUT', `/customers/${ada.id}/tags`, {
      tags: [' VIP ', 'vip', 'wholesale'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ tags: ['vip', 'wholesale'] });
    for (const tags of [
      ['x'.repeat(33)],
      [''],
      ['<b>'],
      Array.from({ length: 21 }, (_, i) => `t${i}`),
    ]) {
      expect((await api('PUT', `/customers/${ada.id}/tags`, { tags })).statusCode, tags[0]).toBe(
        400,
      );
    }
    expect((await detailOf(ada.id)).tags).toEqual(['vip', 'wholesale']);
    expect((await api('PUT', `/customers/${admin.id}/tags`, { tags: ['x'] })).statusCode).toBe(404);
  });
});

describe('the customer list', () => {
  const listOf = async (query: string) => {
    const res = await api('GET', `/customers?q=${tag}-&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return adminCustomersPageSchema.parse(res.json());
  };

  it('sorts by what they spent and by their last order, never-ordered last', async () => {
    const spent = await listOf('sort=totalSpent&dir=desc');
    expect(spent.items.map((c) => c.email)).toEqual([bob.email, ada.email, cyd.email]);
    expect(spent.items.map((c) => c.totalSpent)).toEqual(['501.00', '35.00', '0.00']);
    const cheapest = await listOf('sort=totalSpent&dir=asc');
    expect(cheapest.items.map((c) => c.email)).toEqual([cyd.email, ada.email, bob.email]);
    const recent = await listOf('sort=lastOrderAt&dir=desc');
    expect(recent.items.map((c) => c.email)).toEqual([bob.email, ada.email, cyd.email]);
    expect(recent.items.map((c) => c.lastOrderAt)).toEqual([
      '2026-01-06T00:00:00.000Z',
      '2026-01-05T00:00:00.000Z',
      null,
    ]);
    const oldest = await listOf('sort=lastOrderAt&dir=asc');
    expect(oldest.items.map((c) => c.email)).toEqual([ada.email, bob.email, cyd.email]);
    const paged = await listOf('sort=totalSpent&dir=desc&pageSize=1&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.items.map((c) => c.email)).toEqual([ada.email]);
  });

  it('ranks by figures that follow payments, and an account takes its e-mail’s earlier orders', async () => {
    // Dee ordered signed out before she had an account.
    const email = `${tag}-dee@example.com`;
    await insertOrder(t.app, {
      userId: null,
      customerEmail: email,
      total: '900.00',
      createdAt: new Date(Date.UTC(2026, 0, 9)),
    });
    const dee = await createTestUser(t.app, { email, firstName: 'Dee' });
    const spent = await listOf('sort=totalSpent&dir=desc&pageSize=2');
    expect(spent.items.map((c) => [c.email, c.totalSpent])).toEqual([
      [dee.email, '900.00'],
      [bob.email, '501.00'],
    ]);
    // Refunded, it no longer counts: Dee falls behind Bob and Ada.
    const res = await api('GET', `/customers/${dee.id}`);
    const orderId = customerDetailSchema.parse(res.json()).orders[0]!.id;
    await t.app.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, orderId));
    const after = await listOf('sort=totalSpent&dir=desc');
    expect(after.items.slice(0, 2).map((c) => c.email)).toEqual([bob.email, ada.email]);
    expect(after.items.find((c) => c.email === dee.email)?.totalSpent).toBe('0.00');
    const recent = await listOf('sort=lastOrderAt&dir=desc&pageSize=1');
    expect(recent.items.map((c) => c.email)).toEqual([dee.email]);
    // Her only order deleted, she has none: last by last order, behind Bob and Ada.
    await t.app.db.delete(orders).where(eq(orders.id, orderId));
    const gone = await listOf('sort=lastOrderAt&dir=desc');
    expect(gone.items.slice(0, 2).map((c) => c.email)).toEqual([bob.email, ada.email]);
    expect(gone.items.find((c) => c.email === dee.email)?.lastOrderAt).toBeNull();
  });

  it('searches by e-mail prefix and filters by tag, with the tags on each row', async () => {
    await api('PUT', `/customers/${cyd.id}/tags`, { tags: ['vip'] });
    await api('PUT', `/customers/${ada.id}/tags`, { tags: ['vip', 'wholesale'] });
    const vip = await listOf('tag=VIP&sort=email&dir=asc');
    expect(vip.items.map((c) => [c.email, c.tags])).toEqual([
      [ada.email, ['vip', 'wholesale']],
      [cyd.email, ['vip']],
    ]);
    expect(vip.total).toBe(2);
    const bobOnly = await api('GET', `/customers?q=${tag}-bob`);
    expect(adminCustomersPageSchema.parse(bobOnly.json()).items.map((c) => c.email)).toEqual([
      bob.email,
    ]);
    expect((await api('GET', '/customers?sort=spent')).statusCode).toBe(400);
    expect((await api('GET', `/customers?tag=${'x'.repeat(33)}`)).statusCode).toBe(400);
  });
});
