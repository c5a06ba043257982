import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/db/schema/catalog';
import { mailOutbox, outboxEvents } from '../../src/db/schema/operations';
import { discountCodes, orders } from '../../src/db/schema/sales';
import type { OrderView } from '#core/orders/order-responses';
import type { OrderTimeline } from '#core/orders/order-timeline';
import { toCents } from '#core/money';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';
import { createDiscount, createProduct, placeOrder, standardRate } from '../support/store-fixtures';

let rateId: string;

const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
const customer = useTestUser(t);
beforeAll(async () => {
  rateId = (await standardRate(t.app)).id;
});

const api = adminApi(t, admin);
const setStatus = (id: string, status: string) => api('PATCH', `/orders/${id}/status`, { status });
const stockOf = async (productId: string) =>
  (
    await t.app.db.select().from(productVariants).where(eq(productVariants.productId, productId))
  )[0]!.quantity;
const usesOf = async (id: string) =>
  (await t.app.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.usesCount;
const timeline = async (id: string) =>
  (await api('GET', `/orders/${id}/timeline`)).json<OrderTimeline>();
const dashboardRevenue = async () => toCents((await api('GET', '/dashboard')).json().revenue);

async function place(quantity = 3, extra: Record<string, unknown> = {}) {
  const product = await createProduct(t.app, { price: '10.00', quantity: 10 });
  const res = await placeOrder(t.app, customer.authorization, {
    items: [{ productId: product.id, quantity }],
    shippingRateId: rateId,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return { product, order: res.json<OrderView>() };
}

describe('order lifecycle (decision 127)', () => {
  it('cancel returns stock and the discount use exactly once, even when two cancels race', async () => {
    const discount = await createDiscount(t.app, { type: 'fixed_amount', value: '5.00' });
    const { product, order } = await place(3, { discountCode: discount.code });
    expect(await stockOf(product.id)).toBe(7);
    expect(await usesOf(discount.id)).toBe(1);

    const [a, b] = await Promise.all([
      setStatus(order.id, 'cancelled'),
      setStatus(order.id, 'cancelled'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await stockOf(product.id)).toBe(10);
    expect(await usesOf(discount.id)).toBe(0);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: row!.total,
    });
    const entries = (await timeline(order.id)).events;
    expect(entries.map((e) => e.kind)).toEqual(['placed', 'status_changed']);
    expect(entries[1]).toMatchObject({
      actorLabel: admin.email,
      detail: { from: 'confirmed', to: 'cancelled', stockReturned: true, discountReleased: true },
    });
  });

  it('a cancelled order cannot ship: 409 with a clear message, from the select and the form', async () => {
    const { order } = await place(1);
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    const viaSelect = await setStatus(order.id, 'shipped');
    expect(viaSelect.statusCode).toBe(409);
    expect(viaSelect.json().message).toBe('A cancelled order cannot be shipped');
    const viaForm = await api('POST', `/orders/${order.id}/shipment`, {
      trackingNumber: '1Z',
      trackingUrl: 'https://track.example/1Z',
    });
    expect(viaForm.statusCode).toBe(409);
    expect(viaForm.json().message).toBe('A cancelled order cannot be shipped');
  });

  it('a shipped order cannot be cancelled', async () => {
    const { order } = await place(1);
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
    const res = await setStatus(order.id, 'cancelled');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A shipped order cannot be cancelled; refund it instead');
  });

  it('shipped via the status select is fulfilled, has shipped_at and queues the shipped mail', async () => {
    const { order } = await place(1);
    const res = await setStatus(order.id, 'shipped');
    expect(res.statusCode).toBe(200);
    const view = (await api('GET', `/orders/${order.id}`)).json<OrderView>();
    expect(view).toMatchObject({ status: 'shipped', fulfillmentStatus: 'fulfilled' });
    expect(view.shippedAt).toEqual(expect.any(String));
    const events = await t.app.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'order.shipped'));
    const ids = events
      .filter((e) => (e.payload as { orderId: string }).orderId === order.id)
      .map((e) => e.id);
    expect(ids).toHaveLength(1);
    const mails = await t.app.db.select().from(mailOutbox).where(inArray(mailOutbox.eventId, ids));
    expect(mails.map((m) => m.kind)).toEqual(['order_shipped']);
    expect((await timeline(order.id)).events.at(-1)).toMatchObject({
      kind: 'status_changed',
      detail: { from: 'confirmed', to: 'shipped' },
    });
  });

  it('refunds by amount: never more than paid less refunded; the whole makes it refunded', async () => {
    const { order } = await place(2);
    const total = toCents(order.total);
    const part = await api('POST', `/orders/${order.id}/refunds`, {
      amount: '5.00',
      reason: 'Scratched',
    });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ paymentStatus: 'paid' });
    const tooMuch = await api('POST', `/orders/${order.id}/refunds`, {
      amount: ((total - 500 + 1) / 100).toFixed(2),
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      `At most ${((total - 500) / 100).toFixed(2)} can be refunded (paid less earlier refunds)`,
    );
    expect((await api('POST', `/orders/${order.id}/refunds`, { amount: '0' })).statusCode).toBe(
      400,
    );
    const rest = await api('POST', `/orders/${order.id}/refunds`, {
      amount: ((total - 500) / 100).toFixed(2),
    });
    expect(rest.json()).toMatchObject({ paymentStatus: 'refunded' });
    const line = await timeline(order.id);
    expect(line.refundedAmount).toBe(order.total);
    expect(line.events.filter((e) => e.kind === 'refunded')).toMatchObject([
      { detail: { amount: '5.00' }, note: 'Scratched' },
      { detail: { amount: ((total - 500) / 100).toFixed(2) } },
    ]);
  });

  it('revenue is money paid less refunds; a cancelled order adds nothing', async () => {
    const before = await dashboardRevenue();
    const kept = await place(1);
    const refunded = await place(1);
    const cancelled = await place(1);
    await api('POST', `/orders/${refunded.order.id}/refunds`, { amount: '2.50' });
    await setStatus(cancelled.order.id, 'cancelled');
    const after = await dashboardRevenue();
    expect(after - before).toBe(toCents(kept.order.total) + toCents(refunded.order.total) - 250);
  });

  it("keeps the checkout note and the owner's internal notes on the timeline", async () => {
    const { order } = await place(1, { note: '  Gift wrap, please <b>  ' });
    const note = await api('POST', `/orders/${order.id}/notes`, { note: 'Called the customer' });
    expect(note.statusCode).toBe(200);
    const line = note.json<OrderTimeline>();
    expect(line.customerNote).toBe('Gift wrap, please b');
    expect(line.events.map((e) => [e.kind, e.actorLabel, e.note])).toEqual([
      ['placed', 'ada@example.com', null],
      ['note', admin.email, 'Called the customer'],
    ]);
    // Internal: the customer's own view of the order carries neither.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { authorization: customer.authorization },
    });
    expect(mine.body).not.toContain('Called the customer');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${order.id}/timeline`,
          headers: { authorization: customer.authorization },
        })
      ).statusCode,
    ).toBe(403);
  });
});
