import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '#core/orders/order-responses';
import { productVariants } from '../../src/db/schema/catalog';
import { orders } from '../../src/db/schema/sales';
import {
  createDiscount,
  createProduct,
  customerDetails,
  placeOrder,
  standardRate,
} from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { useTestUser } from '../support/test-users';

/** A reused Idempotency-Key replays only the same order; another body answers 422. */
let rateId: string;
const t = useTestApp();
const customer = useTestUser(t);
beforeAll(async () => {
  rateId = (await standardRate(t.app)).id;
});

const reused = {
  error: 'idempotency_key_reused',
  message: 'This Idempotency-Key was already used with a different order.',
};
const stockOf = async (productId: string) =>
  (
    await t.app.db.select().from(productVariants).where(eq(productVariants.productId, productId))
  )[0]!.quantity;
const ordersUnder = (key: string) =>
  t.app.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, customer.id), eq(orders.idempotencyKey, key)));
const send = (body: Record<string, unknown>, key: string) =>
  placeOrder(t.app, customer.authorization, body, { 'idempotency-key': key });

describe('a reused Idempotency-Key', () => {
  it('replays the same order, and refuses a different one with 422 placing nothing', async () => {
    const product = await createProduct(t.app, { quantity: 10 });
    const discount = await createDiscount(t.app, { type: 'fixed_amount', value: '1.00' });
    const key = randomUUID();
    const body = {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: rateId,
      discountCode: discount.code,
    };
    const first = await send(body, key);
    expect(first.statusCode).toBe(201);

    // The same order as the validated body reads it: fields in another order, the e-mail in
    // capitals, the code in lower case.
    const same = await send(
      {
        discountCode: ` ${discount.code.toLowerCase()} `,
        shippingRateId: rateId,
        items: [{ quantity: 1, productId: product.id }],
        customer: { ...customerDetails, email: customerDetails.email.toUpperCase() },
      },
      key,
    );
    expect(same.statusCode).toBe(200);
    expect(same.headers['idempotent-replayed']).toBe('true');
    expect(same.json<OrderView>().id).toBe(first.json<OrderView>().id);

    for (const different of [
      { ...body, items: [{ productId: product.id, quantity: 2 }] },
      { ...body, discountCode: undefined },
      { ...body, customer: { ...customerDetails, city: 'Dallas' } },
    ]) {
      const res = await send(different, key);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(reused);
    }
    expect(await stockOf(product.id)).toBe(9);
    expect(await ordersUnder(key)).toHaveLength(1);
  });

  it('racing first uses with different bodies place exactly one order; the others get 422', async () => {
    const product = await createProduct(t.app, { quantity: 10 });
    const key = randomUUID();
    const bodies = [1, 2, 1, 2, 3, 1].map((quantity) => ({
      items: [{ productId: product.id, quantity }],
      shippingRateId: rateId,
    }));
    const results = await Promise.all(bodies.map((body) => send(body, key)));
    const winner = results.findIndex((res) => res.statusCode === 201);
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(1);
    const wonQuantity = bodies[winner]!.items[0]!.quantity;
    results.forEach((res, i) => {
      if (i === winner) return;
      if (bodies[i]!.items[0]!.quantity === wonQuantity) {
        expect(res.statusCode).toBe(200);
        expect(res.json<OrderView>().id).toBe(results[winner]!.json<OrderView>().id);
      } else {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual(reused);
      }
    });
    expect(await stockOf(product.id)).toBe(10 - wonQuantity);
    expect(await ordersUnder(key)).toHaveLength(1);
  });

  it('replays an order stored before fingerprints were recorded, whatever the body', async () => {
    const product = await createProduct(t.app, { quantity: 10 });
    const key = randomUUID();
    const body = { items: [{ productId: product.id, quantity: 1 }], shippingRateId: rateId };
    const first = await send(body, key);
    expect(first.statusCode).toBe(201);
    // As an order placed before migration 0012 has it.
    await t.app.db
      .update(orders)
      .set({ requestFingerprint: null })
      .where(eq(orders.id, first.json<OrderView>().id));
    const again = await send({ ...body, items: [{ productId: product.id, quantity: 3 }] }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderView>().id).toBe(first.json<OrderView>().id);
    expect(await stockOf(product.id)).toBe(9);
  });
});
