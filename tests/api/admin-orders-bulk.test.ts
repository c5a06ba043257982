import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkOrderStatusResultSchema } from '#core/orders/order-responses';
import { orders } from '../../src/db/schema/sales';
import { insertOrder } from '../support/order-fixtures';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';

// Several orders to one status: each through the one change-order service, each on its own.
const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
const shopper = useTestUser(t, { role: 'customer' });
const bulk = (body: unknown) => adminApi(t, admin)('POST', '/orders/bulk-status', body);
const statusOf = async (id: string) =>
  (await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]
    ?.status;

describe('POST /api/admin/orders/bulk-status', () => {
  it('ships the orders it may, refuses the others as a single change would, per order', async () => {
    const a = await insertOrder(t.app, { status: 'confirmed' });
    const b = await insertOrder(t.app, { status: 'processing' });
    const cancelled = await insertOrder(t.app, { status: 'cancelled', paymentStatus: 'refunded' });
    const missing = '00000000-0000-4000-8000-000000000000';
    const single = await adminApi(t, admin)('PATCH', `/orders/${cancelled.id}/status`, {
      status: 'shipped',
    });
    expect(single.statusCode).toBe(409);
    const res = await bulk({ orderIds: [a.id, cancelled.id, missing, b.id], status: 'shipped' });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = bulkOrderStatusResultSchema.parse(res.json());
    expect(results.map((r) => [r.orderId, r.ok])).toEqual([
      [a.id, true],
      [cancelled.id, false],
      [missing, false],
      [b.id, true],
    ]);
    expect(results[0]).toMatchObject({ ok: true, order: { id: a.id, status: 'shipped' } });
    expect(results[1]).toMatchObject({
      ok: false,
      error: single.json().error,
      message: single.json().message,
    });
    expect(results[2]).toMatchObject({ ok: false, error: 'not_found' });
    expect(await statusOf(a.id)).toBe('shipped');
    expect(await statusOf(b.id)).toBe('shipped');
    expect(await statusOf(cancelled.id)).toBe('cancelled');
    // Each change wrote its own timeline entry, as one at a time would.
    const timeline = await adminApi(t, admin)('GET', `/orders/${a.id}/timeline`);
    expect(JSON.stringify(timeline.json())).toMatch(/shipped/i);
  });

  it('bounds the orders named and refuses repeats, bad ids and statuses', async () => {
    const id = (await insertOrder(t.app, { status: 'confirmed' })).id;
    const many = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const body of [
      { orderIds: [], status: 'shipped' },
      { orderIds: many, status: 'shipped' },
      { orderIds: [id, id], status: 'shipped' },
      { orderIds: ['nope'], status: 'shipped' },
      { orderIds: [id], status: 'lost' },
      { orderIds: [id] },
    ]) {
      expect((await bulk(body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await statusOf(id)).toBe('confirmed');
    const hundred = await bulk({ orderIds: many.slice(0, 100), status: 'processing' });
    expect(hundred.statusCode).toBe(200);
    expect(bulkOrderStatusResultSchema.parse(hundred.json()).results).toHaveLength(100);
  });

  it('is the admin’s only', async () => {
    const id = (await insertOrder(t.app, { status: 'confirmed' })).id;
    const res = await adminApi(t, shopper)('POST', '/orders/bulk-status', {
      orderIds: [id],
      status: 'shipped',
    });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('confirmed');
  });
});
