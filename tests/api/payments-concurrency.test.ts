import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/db/schema/catalog';
import { orderItems, orders } from '../../src/db/schema/sales';
import type { OrderView } from '#core/orders/order-responses';
import { cancelUnpaidOrders } from '../../src/server/payments/cancel-unpaid-orders';
import type { StripeFake } from '../support/stripe-fake';
import { createStripeTestShop } from '../support/stripe-test-shop';
import type { TestApp } from '../support/test-app';
import { createTestUser, type TestUser } from '../support/test-users';
import { createProduct, placeOrder, standardRate } from '../support/store-fixtures';

let t: TestApp;
let fake: StripeFake;
let admin: TestUser;
let customers: TestUser[];
let rateId: string;

beforeAll(async () => {
  ({ t, fake } = await createStripeTestShop());
  admin = await createTestUser(t.app, { role: 'admin' });
  customers = [];
  for (let i = 0; i < 20; i++) customers.push(await createTestUser(t.app));
  rateId = (await standardRate(t.app)).id;
});
afterAll(async () => {
  await fake.idle();
  await t.close();
  await fake.close();
});

const choose = (method: 'manual' | 'stripe') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/payment',
    headers: { authorization: admin.authorization },
    payload: { method, manualInstructions: 'Pay at pickup.', manualCancelAfterDays: 3 },
  });
const stockOf = async (productId: string) =>
  (
    await t.app.db.select().from(productVariants).where(eq(productVariants.productId, productId))
  )[0]!.quantity;

describe('holds under load (decisions 130, 131)', () => {
  it('20 parallel checkouts for 5 units, manual and card mixed, never oversell; the holds all come back', async () => {
    const product = await createProduct(t.app, { quantity: 5 });
    expect((await choose('manual')).statusCode).toBe(200);
    const buy = (customer: TestUser) =>
      placeOrder(t.app, customer.authorization, {
        items: [{ productId: product.id, quantity: 1 }],
        shippingRateId: rateId,
      });
    // Half start under manual; the method switches to card while they run; the rest start then.
    const first = customers.slice(0, 10).map(buy);
    const flip = choose('stripe');
    const second = (async () => {
      await flip;
      return Promise.all(customers.slice(10).map(buy));
    })();
    const answers = [...(await Promise.all(first)), ...(await second)];
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect(await stockOf(product.id)).toBe(0);
    const placed = answers.filter((r) => r.statusCode === 201).map((r) => r.json<OrderView>());
    const rows = await t.app.db
      .select({ id: orders.id, method: orders.paymentMethod, quantity: orderItems.quantity })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.productId, product.id));
    expect(rows.reduce((sum, r) => sum + r.quantity, 0)).toBe(5);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(placed.map((o) => o.id)));
    for (const order of placed) expect(order.paymentStatus).toBe('pending');

    // Past every hold (manual days and the card sessions): each unit comes back once.
    const later = new Date(Date.now() + 4 * 86_400_000);
    await Promise.all([cancelUnpaidOrders(sweep(), later), cancelUnpaidOrders(sweep(), later)]);
    expect(await stockOf(product.id)).toBe(5);
    const after = await t.app.db
      .select({ status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((o) => o.id),
        ),
      );
    expect(after.every((o) => o.status === 'cancelled')).toBe(true);
  });
});

const sweep = () => ({
  db: t.app.db,
  gateway: t.app.payments.stripe,
  afterCommit: t.app.afterCommit,
  log: t.app.log,
});
