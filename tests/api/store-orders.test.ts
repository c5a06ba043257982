import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/db/schema/catalog';
import { mailOutbox } from '../../src/db/schema/operations';
import { discountCodes, orders } from '../../src/db/schema/sales';
import type { ShopEvent } from '../../src/server/realtime/event-bus';
import type { OrderView } from '#core/orders/order-responses';
import type { Page } from '#core/lists/list-query';
import { useTestApp } from '../support/test-app';
import { createTestUser, useTestUser } from '../support/test-users';
import {
  createDiscount,
  createProduct,
  customerDetails,
  getJson,
  placeOrder,
  standardRate,
} from '../support/store-fixtures';

let rateId: string;
const events: ShopEvent[] = [];
const t = useTestApp();
const customer = useTestUser(t);
beforeAll(async () => {
  rateId = (await standardRate(t.app)).id;
  t.app.events.subscribe((event) => events.push(event));
});

const stockOf = async (productId: string) =>
  (
    await t.app.db.select().from(productVariants).where(eq(productVariants.productId, productId))
  )[0]!.quantity;

describe('POST /api/orders', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('prices from the database: a tampered price and total are ignored', async () => {
    const product = await createProduct(t.app, { price: '25.00', quantity: 10 });
    const res = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 2, price: '0.01', total: '0.02' }],
      shippingRateId: rateId,
      subtotal: '0.02',
      total: '0.02',
      discountAmount: '50.00',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<OrderView>();
    expect(order).toMatchObject({
      subtotal: '50.00',
      discountAmount: '0.00',
      shippingAmount: '5.99',
      taxAmount: '0.00',
      total: '55.99',
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      customerEmail: 'ada@example.com',
      customerName: 'Ada Lovelace',
      shippingRateName: 'Standard Shipping',
    });
    expect(order.orderNumber).toMatch(/^ORD-\d{8}-\d{4,}$/);
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        productName: product.name,
        sku: product.sku,
        image: '/images/test.svg',
        quantity: 2,
        price: '25.00',
        total: '50.00',
      }),
    ]);
    const { email: _email, ...address } = customerDetails;
    expect(order.shippingAddress).toEqual({ ...address, country: 'US' });
    expect(await stockOf(product.id)).toBe(8);
  });

  it('takes the largest cart the schema allows (100 products) in its one order statement, and refuses 101 lines before any work', async () => {
    const products = [];
    for (let i = 0; i < 101; i++)
      products.push(await createProduct(t.app, { price: '1.00', quantity: 5 }));
    const lines = products.map((product) => ({ productId: product.id, quantity: 1 }));
    const ordersBefore = (await t.app.db.select({ id: orders.id }).from(orders)).length;
    const tooMany = await placeOrder(t.app, customer.authorization, {
      items: lines,
      shippingRateId: rateId,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await stockOf(products[100]!.id)).toBe(5);
    const res = await placeOrder(t.app, customer.authorization, {
      items: lines.slice(0, 100),
      shippingRateId: rateId,
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<OrderView>();
    expect(order.items).toHaveLength(100);
    expect(order.subtotal).toBe('100.00');
    expect(
      await getJson<OrderView>(t.app, `/api/orders/${order.id}`, customer.authorization),
    ).toEqual(order);
    expect((await t.app.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore + 1);
    expect(await stockOf(products[99]!.id)).toBe(4);
  });

  it('answers with the order exactly as it is read back later, and its event carries that same view', async () => {
    const first = await createProduct(t.app, { price: '7.05', quantity: 10, name: 'Zebra Clip' });
    const second = await createProduct(t.app, {
      price: '12.50',
      quantity: 10,
      name: 'Anchor Hook',
    });
    const res = await placeOrder(t.app, customer.authorization, {
      items: [
        { productId: first.id, quantity: 3 },
        { productId: second.id, quantity: 1 },
      ],
      shippingRateId: rateId,
      customer: { ...customerDetails, phone: '+1 555 0100' },
    });
    expect(res.statusCode).toBe(201);
    const placed = res.json<OrderView>();
    // Items by name, as every order view lists them.
    expect(
      placed.items.map((item) => [item.productName, item.quantity, item.price, item.total]),
    ).toEqual([
      ['Anchor Hook', 1, '12.50', '12.50'],
      ['Zebra Clip', 3, '7.05', '21.15'],
    ]);
    const read = await getJson<OrderView>(
      t.app,
      `/api/orders/${placed.id}`,
      customer.authorization,
    );
    expect(read).toEqual(placed);
    await t.app.outbox.idle();
    const [event] = await t.app.db
      .execute(
        sql`select payload from outbox_events where payload -> 'order' ->> 'id' = ${placed.id}`,
      )
      .then((result) => (result as unknown as { rows: { payload: { order: OrderView } }[] }).rows);
    expect(event!.payload.order).toEqual(placed);
  });

  it('applies a discount code, counts its use, publishes events and mails a confirmation', async () => {
    const product = await createProduct(t.app, { price: '40.00', quantity: 5 });
    const discount = await createDiscount(t.app, {
      type: 'percentage',
      value: '12.5',
      maximumUses: 10,
    });
    // Orders answer before their outbox dispatch (decision 033): let earlier tests' events go first.
    await t.app.outbox.idle();
    events.length = 0;
    const res = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: rateId,
      discountCode: discount.code.toLowerCase(),
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<OrderView>();
    expect(order).toMatchObject({
      subtotal: '40.00',
      discountAmount: '5.00',
      discountCode: discount.code,
      total: '40.99',
    });
    const [after] = await t.app.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, discount.id));
    expect(after!.usesCount).toBe(1);
    await t.app.outbox.idle();
    expect(events).toEqual([
      {
        type: 'order.created',
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerEmail: 'ada@example.com',
        total: '40.99',
      },
      { type: 'stock.changed', productIds: [product.id] },
    ]);
    await expect
      .poll(async () =>
        (
          await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_confirmation'))
        ).map((m) => m.subject),
      )
      .toContain(`Order ${order.orderNumber} confirmed`);
  });

  it.each([
    { code: 'SUMMER2025', error: 'discount_expired', message: 'Discount code expired' },
    { code: 'NEWYEAR', error: 'discount_not_started', message: 'Invalid discount code' },
    { code: 'LAUNCH50', error: 'discount_used_up', message: 'Discount code limit reached' },
    {
      code: 'BIGORDER20',
      error: 'discount_minimum_not_met',
      message: 'Minimum order not met: a minimum order of $100.00 is required.',
    },
    { code: 'PAUSED15', error: 'discount_invalid', message: 'Invalid discount code' },
  ])('refuses the whole order with $code and writes nothing', async ({ code, error, message }) => {
    const product = await createProduct(t.app, { quantity: 3 });
    const before = (await t.app.db.select().from(orders)).length;
    const res = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: rateId,
      discountCode: code,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error, message });
    expect((await t.app.db.select().from(orders)).length).toBe(before);
    expect(await stockOf(product.id)).toBe(3);
  });

  it('refuses an order when one item lacks stock, naming it, and writes nothing', async () => {
    const plenty = await createProduct(t.app, { quantity: 10 });
    const scarce = await createProduct(t.app, { quantity: 1, name: 'Scarce Dragon' });
    const discount = await createDiscount(t.app, { type: 'fixed_amount', value: '1.00' });
    const res = await placeOrder(t.app, customer.authorization, {
      items: [
        { productId: plenty.id, quantity: 2 },
        { productId: scarce.id, quantity: 2 },
      ],
      shippingRateId: rateId,
      discountCode: discount.code,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'out_of_stock',
      message: "Only 1 of 'Scarce Dragon' left in stock.",
    });
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(1);
    const [after] = await t.app.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, discount.id));
    expect(after!.usesCount).toBe(0);
  });

  it('refuses an inactive product, an unknown shipping rate and bad details', async () => {
    const hidden = await createProduct(t.app, {
      quantity: 10,
      isActive: false,
      name: 'Hidden Wyrm',
    });
    const hiddenRes = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: hidden.id, quantity: 1 }],
      shippingRateId: rateId,
    });
    expect(hiddenRes.statusCode).toBe(409);
    expect(hiddenRes.json().message).toBe("'Hidden Wyrm' is no longer available.");

    const product = await createProduct(t.app, { quantity: 10 });
    const rateRes = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: randomUUID(),
    });
    expect(rateRes.statusCode).toBe(409);
    expect(rateRes.json().error).toBe('shipping_unavailable');

    const badRes = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: rateId,
      customer: { ...customerDetails, zipCode: '' },
    });
    expect(badRes.statusCode).toBe(400);
    expect(badRes.json().error).toBe('validation_failed');
    expect(await stockOf(product.id)).toBe(10);
  });

  it('a repeated idempotency key returns the first order and places nothing new', async () => {
    const product = await createProduct(t.app, { quantity: 10 });
    const key = randomUUID();
    const body = { items: [{ productId: product.id, quantity: 1 }], shippingRateId: rateId };
    const first = await placeOrder(t.app, customer.authorization, body, { 'idempotency-key': key });
    const again = await placeOrder(t.app, customer.authorization, body, { 'idempotency-key': key });
    const parallel = await Promise.all(
      [1, 2, 3].map(() =>
        placeOrder(t.app, customer.authorization, body, { 'idempotency-key': key }),
      ),
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    for (const res of [again, ...parallel])
      expect(res.json<OrderView>().id).toBe(first.json<OrderView>().id);
    expect(await stockOf(product.id)).toBe(9);

    // Another key, or another customer with the same key, is another order.
    const other = await createTestUser(t.app);
    const otherRes = await placeOrder(t.app, other.authorization, body, { 'idempotency-key': key });
    expect(otherRes.statusCode).toBe(201);
    expect(otherRes.json<OrderView>().id).not.toBe(first.json<OrderView>().id);
    expect(await stockOf(product.id)).toBe(8);
  });
});

describe('GET /api/orders', () => {
  it("returns the caller's orders newest first, and another customer's orders are unreachable", async () => {
    const alice = await createTestUser(t.app);
    const bob = await createTestUser(t.app);
    const product = await createProduct(t.app, { quantity: 10 });
    const body = { items: [{ productId: product.id, quantity: 1 }], shippingRateId: rateId };
    const a1 = (await placeOrder(t.app, alice.authorization, body)).json<OrderView>();
    const a2 = (await placeOrder(t.app, alice.authorization, body)).json<OrderView>();
    // Bob types Alice's e-mail at checkout: the order is still Bob's, not Alice's.
    const b1 = (
      await placeOrder(t.app, bob.authorization, {
        ...body,
        customer: { ...customerDetails, email: alice.email },
      })
    ).json<OrderView>();

    // An order without an account (e.g. imported) is found by the customer's e-mail (SPEC §6).
    const address = { ...customerDetails, country: 'US' };
    const [legacy] = await t.app.db
      .insert(orders)
      .values({
        customerEmail: alice.email,
        customerName: 'Alice',
        billingAddress: address,
        shippingAddress: address,
        subtotal: '1.00',
        total: '1.00',
        createdAt: new Date('2020-01-01'),
      })
      .returning();

    const aliceOrders = (await getJson<Page<OrderView>>(t.app, '/api/orders', alice.authorization))
      .items;
    expect(aliceOrders.map((o) => o.id)).toEqual([a2.id, a1.id, legacy!.id]);
    expect(aliceOrders[0]!.items[0]).toMatchObject({
      productName: product.name,
      image: '/images/test.svg',
    });
    const bobOrders = (await getJson<Page<OrderView>>(t.app, '/api/orders', bob.authorization))
      .items;
    expect(bobOrders.map((o) => o.id)).toEqual([b1.id]);

    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${a1.id}`,
      headers: { authorization: bob.authorization },
    });
    expect(peek.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${a1.id}`,
      headers: { authorization: alice.authorization },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<OrderView>().orderNumber).toBe(a1.orderNumber);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});
