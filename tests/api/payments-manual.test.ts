import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/db/schema/catalog';
import { mailOutbox } from '../../src/db/schema/operations';
import { orders } from '../../src/db/schema/sales';
import type { OrderView } from '#core/orders/order-responses';
import type { OrderTimeline } from '#core/orders/order-timeline';
import type { PaymentSettings } from '#core/payments/payment-settings';
import { cancelUnpaidOrders } from '../../src/server/payments/cancel-unpaid-orders';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';
import { createProduct, placeOrder, standardRate } from '../support/store-fixtures';

let rateId: string;

const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
const customer = useTestUser(t);
beforeAll(async () => {
  rateId = (await standardRate(t.app)).id;
});

const asAdmin = adminApi(t, admin);
const choose = (settings: Partial<PaymentSettings>) =>
  asAdmin('PUT', '/settings/payment', {
    method: 'none',
    manualInstructions: '',
    manualCancelAfterDays: 7,
    ...settings,
  });
const INSTRUCTIONS = 'Bank transfer to IBAN DE00 1234, reference: your order number.';
const stockOf = async (productId: string) =>
  (
    await t.app.db.select().from(productVariants).where(eq(productVariants.productId, productId))
  )[0]!.quantity;
const rowOf = async (id: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const sweepDeps = () => ({
  db: t.app.db,
  gateway: null,
  afterCommit: t.app.afterCommit,
  log: t.app.log,
});

async function place(quantity = 2) {
  const product = await createProduct(t.app, { price: '10.00', quantity: 10 });
  const res = await placeOrder(t.app, customer.authorization, {
    items: [{ productId: product.id, quantity }],
    shippingRateId: rateId,
  });
  expect(res.statusCode).toBe(201);
  return { product, order: res.json<OrderView>() };
}

describe('payment methods: none and manual (decision 130)', () => {
  it('a fresh shop collects no payment: the spec flow, labelled so to the owner', async () => {
    const settings = await asAdmin('GET', '/settings/payment');
    expect(settings.json()).toMatchObject({
      settings: { method: 'none' },
      stripeConfigured: false,
    });
    const publicView = await t.app.inject({ method: 'GET', url: '/api/settings/payment' });
    expect(publicView.json()).toEqual({ method: 'none', instructions: null });
    const { product, order } = await place(2);
    expect(order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      paymentMethod: 'none',
      paymentInstructions: null,
      checkoutUrl: null,
    });
    expect(await stockOf(product.id)).toBe(8);
  });

  it('refuses manual without instructions, card without Stripe keys, and days out of range', async () => {
    const noText = await choose({ method: 'manual', manualInstructions: '  ' });
    expect(noText.statusCode).toBe(400);
    expect(noText.body).toContain('manualInstructions');
    const card = await choose({ method: 'stripe' });
    expect(card.statusCode).toBe(400);
    expect(card.json()).toMatchObject({ error: 'stripe_not_configured' });
    const days = await choose({
      method: 'manual',
      manualInstructions: 'x',
      manualCancelAfterDays: 0,
    });
    expect(days.statusCode).toBe(400);
    const customerTry = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/payment',
      headers: { authorization: customer.authorization },
      payload: { method: 'none', manualInstructions: '', manualCancelAfterDays: 7 },
    });
    expect(customerTry.statusCode).toBe(403);
  });

  it('manual: pending with stock held, instructions on the order, in /orders and in the e-mail; the owner marks it paid', async () => {
    expect((await choose({ method: 'manual', manualInstructions: INSTRUCTIONS })).statusCode).toBe(
      200,
    );
    const { product, order } = await place(3);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'manual',
      paymentInstructions: INSTRUCTIONS,
    });
    expect(await stockOf(product.id)).toBe(7);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: customer.authorization },
    });
    expect(
      listed.json<{ items: OrderView[] }>().items.find((o) => o.id === order.id),
    ).toMatchObject({
      paymentInstructions: INSTRUCTIONS,
    });
    await expect
      .poll(async () => {
        const mails = await t.app.db
          .select()
          .from(mailOutbox)
          .where(
            and(eq(mailOutbox.kind, 'order_confirmation'), eq(mailOutbox.to, order.customerEmail)),
          );
        return mails.find((m) => m.subject.includes(order.orderNumber))?.text ?? '';
      })
      .toContain(INSTRUCTIONS);

    const paid = await asAdmin('POST', `/orders/${order.id}/payment-received`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'confirmed' });
    expect(await rowOf(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // A second click changes nothing.
    expect((await asAdmin('POST', `/orders/${order.id}/payment-received`)).statusCode).toBe(200);
    const timeline = (await asAdmin('GET', `/orders/${order.id}/timeline`)).json<OrderTimeline>();
    expect(timeline.events.map((e) => e.kind)).toEqual(['placed', 'paid']);
    expect(timeline.events[1]).toMatchObject({
      actorLabel: admin.email,
      detail: { method: 'manual' },
    });
    // Cancelling the paid manual order gives the money back by hand: it is marked refunded.
    const cancelled = await asAdmin('PATCH', `/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(await rowOf(order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: (await rowOf(order.id)).total,
    });
    expect(await stockOf(product.id)).toBe(10);
  });

  it("unpaid manual orders are cancelled after the owner's days, their stock returned exactly once", async () => {
    await choose({ method: 'manual', manualInstructions: INSTRUCTIONS, manualCancelAfterDays: 2 });
    const { product, order } = await place(4);
    const young = await place(1);
    expect(await stockOf(product.id)).toBe(6);
    // A day on: not due yet.
    expect(await cancelUnpaidOrders(sweepDeps(), new Date(Date.now() + 86_400_000))).toBe(0);
    // Three days on, two sweeps at once (two processes): one cancellation, one stock return.
    const later = new Date(Date.now() + 3 * 86_400_000);
    const counts = await Promise.all([
      cancelUnpaidOrders(sweepDeps(), later),
      cancelUnpaidOrders(sweepDeps(), later),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    expect(await stockOf(product.id)).toBe(10);
    expect(await stockOf(young.product.id)).toBe(10);
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(await cancelUnpaidOrders(sweepDeps(), later)).toBe(0);
    expect(await stockOf(product.id)).toBe(10);
    const timeline = (await asAdmin('GET', `/orders/${order.id}/timeline`)).json<OrderTimeline>();
    expect(timeline.events.map((e) => [e.kind, e.actorLabel])).toEqual([
      ['placed', order.customerEmail],
      ['status_changed', 'Unpaid in time'],
    ]);
    // Too late to pay: the owner cannot mark a cancelled order paid.
    expect((await asAdmin('POST', `/orders/${order.id}/payment-received`)).statusCode).toBe(409);
  });

  it('an order paid in time is never swept', async () => {
    await choose({ method: 'manual', manualInstructions: INSTRUCTIONS, manualCancelAfterDays: 1 });
    const { product, order } = await place(2);
    await asAdmin('POST', `/orders/${order.id}/payment-received`);
    await cancelUnpaidOrders(sweepDeps(), new Date(Date.now() + 5 * 86_400_000));
    expect(await rowOf(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await stockOf(product.id)).toBe(8);
    await choose({ method: 'none' });
  });
});
