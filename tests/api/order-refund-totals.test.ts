import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/db/schema/catalog';
import { mailOutbox, outboxEvents } from '../../src/db/schema/operations';
import type { OrderView } from '#core/orders/order-responses';
import type { OrderTimeline } from '#core/orders/order-timeline';
import { orderDocument } from '#core/orders/order-document';
import { orderMoney, paymentStatusLabel } from '#core/orders/order-money';
import { formatMoney, toCents } from '#core/money';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';
import { createProduct, placeOrder, standardRate } from '../support/store-fixtures';

/**
 * Decision 171: after a part refund, every place that shows the order's money says the same
 * thing to the cent (the shopper's orders, the invoice built from them, the customer list, the
 * dashboard); the owner's review choices (restock, notifyCustomer) are honoured.
 */
const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
const shopper = useTestUser(t);
let rateId: string;
beforeAll(async () => {
  rateId = (await standardRate(t.app)).id;
});
const api = adminApi(t, admin);
const asShopper = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: shopper.authorization } });
const revenue = async () => toCents((await api('GET', '/dashboard')).json().revenue);
const totalSpent = async () => {
  const page = (await api('GET', `/customers?q=${encodeURIComponent(shopper.email)}`)).json();
  const row = page.items.find((c: { email: string }) => c.email === shopper.email);
  return toCents(row.totalSpent);
};
const stockOf = async (productId: string) =>
  (
    await t.app.db.select().from(productVariants).where(eq(productVariants.productId, productId))
  )[0]!.quantity;
const mailsOf = async (orderId: string) => {
  const events = await t.app.db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.type, 'order.refunded'));
  const ids = events
    .filter((e) => (e.payload as { orderId?: string }).orderId === orderId)
    .map((e) => e.id);
  if (ids.length === 0) return [];
  return t.app.db.select().from(mailOutbox).where(inArray(mailOutbox.eventId, ids));
};

async function place(price: string, quantity = 1) {
  const product = await createProduct(t.app, { price, quantity: 10 });
  const res = await placeOrder(t.app, shopper.authorization, {
    items: [{ productId: product.id, quantity }],
    shippingRateId: rateId,
  });
  expect(res.statusCode).toBe(201);
  return { product, order: res.json<OrderView>() };
}

describe('a part refund, seen everywhere (decision 171)', () => {
  it("the shopper's order, the invoice, the customer's total and the dashboard agree to the cent", async () => {
    const revenueBefore = await revenue();
    const { order } = await place('44.98');
    const total = toCents(order.total);
    expect(order.refundedAmount).toBe('0.00');
    expect(await revenue()).toBe(revenueBefore + total);
    expect(await totalSpent()).toBe(total);

    const refund = await api('POST', `/orders/${order.id}/refunds`, { amount: '5.00' });
    expect(refund.statusCode, refund.body).toBe(200);
    const net = total - 500;

    // The shopper's list and their one order.
    const listed = (await asShopper('/api/orders')).json<{ items: OrderView[] }>();
    const mine = listed.items.find((o) => o.id === order.id)!;
    expect(mine).toMatchObject({ paymentStatus: 'paid', refundedAmount: '5.00' });
    expect(orderMoney(mine)).toEqual({ paid: total, refunded: 500, net, partlyRefunded: true });
    expect(paymentStatusLabel(mine)).toBe('Partly refunded');
    const one = (await asShopper(`/api/orders/${order.id}`)).json<OrderView>();
    expect(one.refundedAmount).toBe('5.00');

    // The invoice, built from the shopper's order.
    const invoice = orderDocument(one, 'invoice');
    expect(invoice.totals.slice(-3)).toEqual([
      { label: 'Paid', value: formatMoney(total) },
      { label: 'Refunded', value: '-$5.00' },
      { label: 'Net paid', value: formatMoney(net), strong: true },
    ]);
    expect(invoice.payment).toBe('Paid, partly refunded ($5.00)');

    // The owner's figures, computed by the server.
    expect(await totalSpent()).toBe(net);
    expect(await revenue()).toBe(revenueBefore + net);
    const admins = (await api('GET', `/orders/${order.id}`)).json<OrderView>();
    expect(admins.refundedAmount).toBe('5.00');
    const timeline = (await api('GET', `/orders/${order.id}/timeline`)).json<OrderTimeline>();
    expect(timeline.refundedAmount).toBe('5.00');
    const listedForOwner = (await api('GET', `/orders?q=${order.orderNumber}`)).json<{
      items: OrderView[];
    }>();
    expect(listedForOwner.items.map((o) => o.refundedAmount)).toEqual(['5.00']);
    const csv = await api('GET', `/orders/export.csv?q=${order.orderNumber}`);
    const [row] = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      Total: order.total,
      Refunded: '5.00',
      'Net Paid': (net / 100).toFixed(2),
    });

    // A full refund of the rest: refunded, nothing spent, nothing earned.
    const rest = await api('POST', `/orders/${order.id}/refunds`, {
      amount: (net / 100).toFixed(2),
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<OrderView>()).toMatchObject({ paymentStatus: 'refunded' });
    expect(await totalSpent()).toBe(0);
    expect(await revenue()).toBe(revenueBefore);
  });

  it('a cancel with restock and notifyCustomer off keeps the stock and writes no mail', async () => {
    const { product, order } = await place('12.00', 2);
    expect(await stockOf(product.id)).toBe(8);
    const res = await api('PATCH', `/orders/${order.id}/status`, {
      status: 'cancelled',
      restock: false,
      notifyCustomer: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(product.id)).toBe(8);
    expect(await mailsOf(order.id)).toEqual([]);
    const timeline = (await api('GET', `/orders/${order.id}/timeline`)).json<OrderTimeline>();
    expect(timeline.events.at(-1)!.detail).toMatchObject({ stockKept: true });
    expect(timeline.events.at(-1)!.detail).not.toHaveProperty('stockReturned');
  });

  it('left out, the options are what the shop did before: stock back, refund mailed', async () => {
    const { product, order } = await place('12.00', 2);
    const res = await api('PATCH', `/orders/${order.id}/status`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(product.id)).toBe(10);
    const mails = await mailsOf(order.id);
    expect(mails.map((m) => m.kind)).toEqual(['order_refunded']);
  });

  it('a refund by line with restock off counts the units refunded but keeps the stock', async () => {
    const { product, order } = await place('12.00', 2);
    const line = order.items[0]!;
    const res = await api('POST', `/orders/${order.id}/line-refunds`, {
      lines: [{ itemId: line.id, quantity: 1 }],
      restock: false,
      notifyCustomer: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<OrderView>();
    expect(after.items[0]!.refundedQuantity).toBe(1);
    expect(after.refundedAmount).toBe('12.00');
    expect(await stockOf(product.id)).toBe(8);
    expect(await mailsOf(order.id)).toEqual([]);
  });
});
