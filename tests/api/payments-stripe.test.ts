import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/db/schema/catalog';
import { mailOutbox } from '../../src/db/schema/operations';
import { orders, paymentEvents } from '../../src/db/schema/sales';
import { toCents } from '#core/money';
import type { OrderView } from '#core/orders/order-responses';
import type { OrderTimeline } from '#core/orders/order-timeline';
import { cancelUnpaidOrders } from '../../src/server/payments/cancel-unpaid-orders';
import type { StripeFake } from '../support/stripe-fake';
import { createStripeTestShop, deliverWebhook } from '../support/stripe-test-shop';
import type { TestApp } from '../support/test-app';
import { adminApi, createTestUser, type TestUser } from '../support/test-users';
import { createProduct, placeOrder, standardRate } from '../support/store-fixtures';

let t: TestApp;
let fake: StripeFake;
let admin: TestUser;
let customer: TestUser;
let rateId: string;

beforeAll(async () => {
  ({ t, fake } = await createStripeTestShop());
  admin = await createTestUser(t.app, { role: 'admin' });
  customer = await createTestUser(t.app);
  rateId = (await standardRate(t.app)).id;
  const chosen = await asAdmin('PUT', '/settings/payment', {
    method: 'stripe',
    manualInstructions: '',
    manualCancelAfterDays: 7,
  });
  expect(chosen.statusCode).toBe(200);
});
afterAll(async () => {
  await fake.idle();
  await t.close();
  await fake.close();
});

const asAdmin = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  adminApi(t, admin)(method, url, payload);
const stockOf = async (productId: string) =>
  (
    await t.app.db.select().from(productVariants).where(eq(productVariants.productId, productId))
  )[0]!.quantity;
const rowOf = async (id: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const timelineKinds = async (id: string) =>
  (await asAdmin('GET', `/orders/${id}/timeline`)).json<OrderTimeline>().events.map((e) => e.kind);
const sessionOf = async (orderId: string) =>
  fake.sessions.get((await rowOf(orderId)).stripeSessionId!)!;
const refundCalls = () => fake.requests.filter((r) => r.path === '/v1/refunds');
const myOrder = (id: string, user = customer) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/${id}`,
    headers: { authorization: user.authorization },
  });
const sweepDeps = () => ({
  db: t.app.db,
  gateway: t.app.payments.stripe,
  afterCommit: t.app.afterCommit,
  log: t.app.log,
});

async function placeCard(quantity = 2, user = customer, stock = 10, key?: string) {
  const product = await createProduct(t.app, { price: '10.00', quantity: stock });
  const res = await placeOrder(
    t.app,
    user.authorization,
    { items: [{ productId: product.id, quantity }], shippingRateId: rateId },
    key ? { 'idempotency-key': key } : {},
  );
  expect(res.statusCode).toBe(201);
  return { product, order: res.json<OrderView>() };
}

describe('card payments through Stripe Checkout (decision 131)', () => {
  it('end to end: a session from the server total, stock held, paid only by the signed webhook', async () => {
    const { product, order } = await placeCard(2);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'stripe',
    });
    expect(order.checkoutUrl).toMatch(new RegExp(`^${fake.apiBase}/pay/cs_test_`));
    expect(await stockOf(product.id)).toBe(8);
    const session = await sessionOf(order.id);
    expect(session.amount_total).toBe(toCents(order.total));
    expect(session.metadata).toEqual({ order_id: order.id });
    expect(session.expires_at * 1000 - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(session.expires_at * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(session.success_url).toContain(`/orders?payment=success&order=${order.id}`);
    expect(session.cancel_url).toContain('/checkout?payment=cancelled');
    // No confirmation mail while the card is unpaid: an abandoned checkout mails nothing.
    const mails = () =>
      t.app.db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.kind, 'order_confirmation'), eq(mailOutbox.to, order.customerEmail)),
        );

    const paid = await fake.completeSession(session.id);
    expect(paid.delivered).toMatchObject({ statusCode: 200 });
    expect(await rowOf(order.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      stripePaymentIntentId: session.payment_intent,
    });
    expect((await myOrder(order.id)).json()).toMatchObject({
      paymentStatus: 'paid',
      checkoutUrl: null,
    });
    expect(await stockOf(product.id)).toBe(8);
    expect(await timelineKinds(order.id)).toEqual(['placed', 'paid']);
    await expect
      .poll(async () => (await mails()).filter((m) => m.subject.includes(order.orderNumber)).length)
      .toBe(1);
  });

  it('a replayed and a concurrent identical webhook are no-ops', async () => {
    const { order } = await placeCard(1);
    const event = await fake.completeSession((await sessionOf(order.id)).id, { send: false });
    const [a, b] = await Promise.all([
      deliverWebhook(t.app, event.body, event.signature),
      deliverWebhook(t.app, event.body, event.signature),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const again = await deliverWebhook(t.app, event.body, event.signature);
    expect(JSON.parse(again.body)).toEqual({ received: true, outcome: 'duplicate' });
    expect(await timelineKinds(order.id)).toEqual(['placed', 'paid']);
    const recorded = await t.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id));
    expect(recorded).toHaveLength(1);
  });

  it('a forged, altered or unsigned event is refused with 400 and changes nothing', async () => {
    const { order } = await placeCard(1);
    const session = await sessionOf(order.id);
    const paidObject = {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_forged',
    };
    const forged = fake.signEvent('checkout.session.completed', paidObject, 'whsec_not_the_shops');
    expect((await deliverWebhook(t.app, forged.body, forged.signature)).statusCode).toBe(400);
    const genuine = fake.signEvent('checkout.session.completed', paidObject);
    const altered = genuine.body.replace('"livemode":false', '"livemode":true');
    expect((await deliverWebhook(t.app, altered, genuine.signature)).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: genuine.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await rowOf(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('the webhook before the customer is back, and at the same moment as their return', async () => {
    const first = await placeCard(1);
    await fake.completeSession((await sessionOf(first.order.id)).id);
    expect((await myOrder(first.order.id)).json()).toMatchObject({ paymentStatus: 'paid' });

    const second = await placeCard(1);
    const event = await fake.completeSession((await sessionOf(second.order.id)).id, {
      send: false,
    });
    const [hook, back] = await Promise.all([
      deliverWebhook(t.app, event.body, event.signature),
      myOrder(second.order.id),
    ]);
    expect(hook.statusCode).toBe(200);
    // The return sees either state, never an error; the next look sees it paid.
    expect(back.statusCode).toBe(200);
    expect(['pending', 'paid']).toContain(back.json<OrderView>().paymentStatus);
    expect((await myOrder(second.order.id)).json()).toMatchObject({ paymentStatus: 'paid' });
  });

  it('a session the shop does not know answers non-2xx (Stripe retries); one not yet stored is found by its order id', async () => {
    const stranger = fake.signEvent('checkout.session.completed', {
      id: 'cs_test_unknown',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_x',
      metadata: { order_id: '00000000-0000-4000-8000-000000000000' },
      amount_total: 100,
    });
    const res = await deliverWebhook(t.app, stranger.body, stranger.signature);
    expect(res.statusCode).toBe(404);
    // Not recorded: the retry will be looked at again.
    expect(
      await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.id, stranger.id)),
    ).toHaveLength(0);

    // The session id not stored on the order yet (the webhook won the race with that write).
    const { order } = await placeCard(1);
    const session = await sessionOf(order.id);
    await t.app.db.update(orders).set({ stripeSessionId: null }).where(eq(orders.id, order.id));
    const paid = await fake.completeSession(session.id);
    expect(paid.delivered).toMatchObject({ statusCode: 200 });
    expect(await rowOf(order.id)).toMatchObject({
      paymentStatus: 'paid',
      stripeSessionId: session.id,
    });
  });

  it('an expired session gives its stock back exactly once (event twice, and the sweep)', async () => {
    const { product, order } = await placeCard(3);
    expect(await stockOf(product.id)).toBe(7);
    const expired = await fake.expireSession((await sessionOf(order.id)).id);
    expect(expired.delivered).toMatchObject({ statusCode: 200 });
    expect(await stockOf(product.id)).toBe(10);
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    // Stripe delivers it again (new event id for the same session), and a sweep runs past expiry.
    const again = fake.signEvent('checkout.session.expired', await sessionOf(order.id));
    expect((await deliverWebhook(t.app, again.body, again.signature)).statusCode).toBe(200);
    await cancelUnpaidOrders(sweepDeps(), new Date(Date.now() + 3_600_000));
    expect(await stockOf(product.id)).toBe(10);
    expect(await timelineKinds(order.id)).toEqual(['placed', 'status_changed']);
  });

  it('a session past expiry without its event: the sweep expires it at Stripe and returns the stock once', async () => {
    const { product, order } = await placeCard(2);
    const later = new Date(Date.now() + 31 * 60_000);
    const [a, b] = await Promise.all([
      cancelUnpaidOrders(sweepDeps(), later),
      cancelUnpaidOrders(sweepDeps(), later),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect((await sessionOf(order.id)).status).toBe('expired');
    expect(await stockOf(product.id)).toBe(10);
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled' });
  });

  it("refunds go through Stripe; its charge.refunded for the shop's own refund refunds nothing twice", async () => {
    const { order } = await placeCard(2);
    await fake.completeSession((await sessionOf(order.id)).id);
    const before = refundCalls().length;
    const part = await asAdmin('POST', `/orders/${order.id}/refunds`, {
      amount: '5.00',
      reason: 'scratch',
    });
    expect(part.statusCode).toBe(200);
    expect(refundCalls().length).toBe(before + 1);
    expect(refundCalls().at(-1)!.params).toMatchObject({ amount: '500' });
    // Stripe's charge.refunded for that refund arrives (the fake sends it): nothing more.
    await expect
      .poll(async () =>
        (
          await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))
        ).map((e) => e.type),
      )
      .toContain('charge.refunded');
    expect((await rowOf(order.id)).refundedAmount).toBe('5.00');
    expect(refundCalls().length).toBe(before + 1);
    // A refund made in Stripe's dashboard (3.00 more) is recorded without calling Stripe.
    const intent = (await rowOf(order.id)).stripePaymentIntentId!;
    const charge = [...fake.charges.values()].find((c) => c.payment_intent === intent)!;
    charge.amount_refunded += 300;
    const dashboard = fake.signEvent('charge.refunded', { ...charge });
    expect((await deliverWebhook(t.app, dashboard.body, dashboard.signature)).statusCode).toBe(200);
    expect((await rowOf(order.id)).refundedAmount).toBe('8.00');
    expect(refundCalls().length).toBe(before + 1);
    // Cancelling the paid card order refunds the rest through Stripe.
    const cancelled = await asAdmin('PATCH', `/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(refundCalls().length).toBe(before + 2);
    const row = await rowOf(order.id);
    expect(row).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: row.total,
    });
    expect(charge.amount_refunded).toBe(toCents(row.total));
  });

  it('a refund by line gives its units back through Stripe with their stock; a cancel returns only the rest', async () => {
    const { product, order } = await placeCard(3);
    await fake.completeSession((await sessionOf(order.id)).id);
    const before = refundCalls().length;
    const item = order.items[0]!;
    const res = await asAdmin('POST', `/orders/${order.id}/line-refunds`, {
      lines: [{ itemId: item.id, quantity: 2 }],
      reason: 'two arrived broken',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderView>().items[0]).toMatchObject({ refundedQuantity: 2 });
    expect(refundCalls().length).toBe(before + 1);
    expect(refundCalls().at(-1)!.params).toMatchObject({ amount: '2000' });
    expect((await rowOf(order.id)).refundedAmount).toBe('20.00');
    expect(await stockOf(product.id)).toBe(9);
    // More units than are left: refused, nothing changes.
    const tooMany = await asAdmin('POST', `/orders/${order.id}/line-refunds`, {
      lines: [{ itemId: item.id, quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(refundCalls().length).toBe(before + 1);
    // Cancelling returns the one unit left and refunds the rest of the money.
    const cancel = await asAdmin('PATCH', `/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(10);
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ paymentStatus: 'refunded', refundedAmount: row.total });
  });

  it('the owner cancelling an unpaid card order closes its Checkout page; a payment that got through anyway goes back at once', async () => {
    const { product, order } = await placeCard(2);
    const sessionId = (await sessionOf(order.id)).id;
    const cancel = await asAdmin('PATCH', `/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(200);
    // The customer's open page can no longer take money for an order that is gone.
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');
    expect(await stockOf(product.id)).toBe(10);

    // Stripe took the payment just as the shop closed the session: it is refunded in full.
    const before = refundCalls().length;
    const late = await fake.completeSession(sessionId, { evenIfClosed: true });
    expect(late.delivered).toMatchObject({ statusCode: 200 });
    expect(JSON.parse(late.delivered!.body!)).toMatchObject({
      outcome: 'refunded_late_payment',
    });
    expect(refundCalls().length).toBe(before + 1);
    expect(refundCalls().at(-1)!.params).toMatchObject({
      amount: String(toCents(order.total)),
      payment_intent: fake.sessions.get(sessionId)!.payment_intent,
    });
    // Told again (async succeeded for the same payment): the same refund, not a second one.
    const again = fake.signEvent(
      'checkout.session.async_payment_succeeded',
      fake.sessions.get(sessionId),
    );
    expect((await deliverWebhook(t.app, again.body, again.signature)).statusCode).toBe(200);
    expect(
      new Set(
        refundCalls()
          .slice(before)
          .map((r) => JSON.stringify(r.params)),
      ).size,
    ).toBe(1);
    // Stripe's charge.refunded for it is taken (200, recorded), not retried for days.
    await fake.idle();
    const refundedEvents = await t.app.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.type, 'charge.refunded')));
    expect(refundedEvents.length).toBeGreaterThan(0);
    expect(await rowOf(order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
      refundedAmount: '0.00',
    });
    expect(await stockOf(product.id)).toBe(10);
    expect(await timelineKinds(order.id)).toEqual(['placed', 'status_changed', 'refunded']);
  });

  it("a late payment's refund is linked to its order before Stripe is asked, so a charge.refunded that comes first is taken", async () => {
    const { order } = await placeCard(1);
    const sessionId = (await sessionOf(order.id)).id;
    expect(
      (await asAdmin('PATCH', `/orders/${order.id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    fake.refundEventsFirst(true);
    try {
      const late = await fake.completeSession(sessionId, { evenIfClosed: true });
      expect(JSON.parse(late.delivered!.body!)).toMatchObject({
        outcome: 'refunded_late_payment',
      });
    } finally {
      fake.refundEventsFirst(false);
    }
    // Delivered while the shop waited for the refund's answer: found by its payment, recorded.
    const refundedEvents = await t.app.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.type, 'charge.refunded')));
    expect(refundedEvents).toHaveLength(1);
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', refundedAmount: '0.00' });
  });

  it('a delayed payment that fails cancels the order and returns its stock once', async () => {
    const { product, order } = await placeCard(3);
    expect(await stockOf(product.id)).toBe(7);
    const session = {
      ...(await sessionOf(order.id)),
      status: 'complete',
      payment_status: 'unpaid',
    };
    for (let delivery = 0; delivery < 2; delivery++) {
      const failed = fake.signEvent('checkout.session.async_payment_failed', session);
      expect((await deliverWebhook(t.app, failed.body, failed.signature)).statusCode).toBe(200);
    }
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(await stockOf(product.id)).toBe(10);
    expect(await timelineKinds(order.id)).toEqual(['placed', 'status_changed']);
  });

  it("a stale stock hold never blocks its own customer's retry", async () => {
    const buyer = await createTestUser(t.app);
    const { product, order } = await placeCard(1, buyer, 1);
    expect(await stockOf(product.id)).toBe(0);
    // Back from Stripe without paying, the customer places the order again (a new key).
    const retry = await placeOrder(t.app, buyer.authorization, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: rateId,
    });
    expect(retry.statusCode).toBe(201);
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled' });
    expect((await sessionOf(order.id)).status).toBe('expired');
    expect(await stockOf(product.id)).toBe(0);
    // Someone else is still refused: the unit is held for the retry.
    const other = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: rateId,
    });
    expect(other.statusCode).toBe(409);
  });

  it('the same Idempotency-Key replays the same session; Stripe down cancels the order and says so', async () => {
    const key = `card-${Date.now()}`;
    const { product, order } = await placeCard(1, customer, 10, key);
    const replay = await placeOrder(
      t.app,
      customer.authorization,
      { items: [{ productId: product.id, quantity: 1 }], shippingRateId: rateId },
      { 'idempotency-key': key },
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json<OrderView>().checkoutUrl).toBe(order.checkoutUrl);
    expect(await rowOf(order.id)).toMatchObject({ status: 'pending' });

    fake.failApi(true);
    try {
      const down = await createProduct(t.app, { quantity: 4 });
      const res = await placeOrder(t.app, customer.authorization, {
        items: [{ productId: down.id, quantity: 2 }],
        shippingRateId: rateId,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'payment_unavailable' });
      expect(await stockOf(down.id)).toBe(4);
    } finally {
      fake.failApi(false);
    }
  });
});
