import { describe, expect, it, vi } from 'vitest';
import { waitingSchema, type Waiting } from '#core/dashboard/dashboard-responses';
import type { ShopEvent } from '#core/realtime/realtime-protocol';
import { requestQuote } from '../../src/server/custom-prints/request-quote';
import { insertOrder } from '../support/order-fixtures';
import { insertQuote } from '../support/quote-fixtures';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';

// What waits for the owner: one endpoint, and the live events that make its counts stale.
const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
const shopper = useTestUser(t, { role: 'customer' });

const waiting = async (): Promise<Waiting> => {
  const res = await adminApi(t, admin)('GET', '/waiting');
  expect(res.statusCode, res.body).toBe(200);
  return waitingSchema.parse(res.json());
};

/** Collects the events this app's bus publishes while `act` runs, until `until` is among them. */
async function eventsDuring(act: () => Promise<unknown>, until: (e: ShopEvent) => boolean) {
  const seen: ShopEvent[] = [];
  const stop = t.app.events.subscribe((event) => seen.push(event));
  try {
    await act();
    await vi.waitFor(() => expect(seen.some(until)).toBe(true), { timeout: 10_000 });
  } finally {
    stop();
  }
  return seen;
}

describe('GET /api/admin/waiting', () => {
  it('counts open orders, quote requests and unread messages', async () => {
    const before = await waiting();
    await insertOrder(t.app, { status: 'pending', paymentStatus: 'pending' });
    await insertOrder(t.app, { status: 'processing', paymentStatus: 'paid' });
    // Not waiting: sent, cancelled, a failed payment.
    await insertOrder(t.app, { status: 'shipped', paymentStatus: 'paid' });
    await insertOrder(t.app, { status: 'cancelled', paymentStatus: 'refunded' });
    await insertOrder(t.app, { status: 'pending', paymentStatus: 'failed' });
    await insertQuote(t.app, { status: 'requested', requestedAt: new Date() });
    await insertQuote(t.app, { status: 'priced' });
    await insertQuote(t.app, { status: 'approved' });
    expect(await waiting()).toEqual({
      orders: before.orders + 2,
      quotes: before.quotes + 1,
      messages: before.messages,
    });
  });

  it('follows an order through its status changes', async () => {
    const order = await insertOrder(t.app, { status: 'confirmed', paymentStatus: 'paid' });
    const open = await waiting();
    const res = await adminApi(t, admin)('PATCH', `/orders/${order.id}/status`, {
      status: 'delivered',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await waiting()).orders).toBe(open.orders - 1);
  });

  it('counts a new message and tells the admin live; read, it no longer waits', async () => {
    const before = await waiting();
    let id = '';
    const seen = await eventsDuring(
      async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'x-forwarded-for': '203.0.113.77' },
          payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'A dragon?' },
        });
        expect(res.statusCode, res.body).toBe(201);
        id = res.json().id;
      },
      (e) => e.type === 'inbox.changed',
    );
    expect(seen).toContainEqual({ type: 'inbox.changed', kind: 'message' });
    expect((await waiting()).messages).toBe(before.messages + 1);
    // Read in one tab, the others' counts follow live; so does a delete.
    const onRead = await eventsDuring(
      async () => {
        const read = await adminApi(t, admin)('PATCH', `/messages/${id}`, { read: true });
        expect(read.statusCode).toBe(200);
      },
      (e) => e.type === 'inbox.changed',
    );
    expect(onRead).toContainEqual({ type: 'inbox.changed', kind: 'message' });
    expect((await waiting()).messages).toBe(before.messages);
    const unread = await adminApi(t, admin)('PATCH', `/messages/${id}`, { read: false });
    expect(unread.statusCode).toBe(200);
    expect((await waiting()).messages).toBe(before.messages + 1);
    const onDelete = await eventsDuring(
      async () => {
        const gone = await adminApi(t, admin)('DELETE', `/messages/${id}`);
        expect(gone.statusCode).toBe(204);
      },
      (e) => e.type === 'inbox.changed',
    );
    expect(onDelete).toContainEqual({ type: 'inbox.changed', kind: 'message' });
    expect((await waiting()).messages).toBe(before.messages);
  });

  it('counts a quote request as the customer sends it, live', async () => {
    const quote = await insertQuote(t.app, { status: 'priced', userId: shopper.id });
    const before = await waiting();
    const seen = await eventsDuring(
      // The route's own answer is the custom-print suites'; this is its service and commit.
      async () => {
        const requested = await requestQuote(t.app.db, {
          quoteId: quote.id,
          userId: shopper.id,
          note: 'Black please',
        });
        await t.app.afterCommit(requested, { urgency: 'soon' });
      },
      (e) => e.type === 'inbox.changed',
    );
    expect(seen).toContainEqual({ type: 'inbox.changed', kind: 'quote' });
    expect((await waiting()).quotes).toBe(before.quotes + 1);
  });

  it('is for the admin only', async () => {
    expect((await adminApi(t, shopper)('GET', '/waiting')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/waiting' });
    expect(anonymous.statusCode).toBe(401);
  });
});
