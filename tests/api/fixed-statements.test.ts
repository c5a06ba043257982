import { noPaymentAdapter } from '../../src/server/payments/payment-adapter';
import { DEFAULT_PAYMENT_SETTINGS } from '#core/payments/payment-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedStatement, runFixed } from '../../src/db/fixed-statement';
import { writePlacedOrder } from '../../src/server/checkout/order-statements';
import { openTestDatabase, testEngine } from '../support/test-database';
import type { DatabaseHandle } from '../../src/db/client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const countOrders = fixedStatement(
  'test-count-orders',
  'select count(*)::int as n from orders where customer_email = $1',
);
// numeric[] itself is read differently (node-postgres parses it to floats): statements answer numeric scalars.
const echoArrays = fixedStatement(
  'test-echo-arrays',
  'select $1::uuid[] as ids, ($2::numeric[])[1] as first, ($2::numeric[])[2] as second, $3::jsonb as doc',
);

const order = (email: string) => ({
  id: crypto.randomUUID(),
  userId: null,
  customerEmail: email,
  customerName: 'Fixed Statement',
  customerPhone: null,
  address: {
    firstName: 'Fixed',
    lastName: 'Statement',
    address: '1 Way',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    country: 'US',
  },
  pickup: null,
  subtotal: '25.00',
  discountAmount: '0.00',
  shippingAmount: '5.99',
  taxAmount: '2.06',
  printStartupAmount: '0.00',
  total: '33.05',
  discountCodeId: null,
  discountCode: null,
  shippingRateId: null,
  shippingRateName: 'Standard',
  idempotencyKey: null,
  requestFingerprint: null,
  customerNote: null,
  // The spec's flow (decision 130).
  payment: noPaymentAdapter.place(new Date(), DEFAULT_PAYMENT_SETTINGS),
});

describe(`fixed statements (${testEngine()})`, () => {
  it('refuses a second text under a name already taken', () => {
    expect(() => fixedStatement('test-count-orders', 'select 1')).toThrow(/defined twice/);
  });

  it('binds arrays, numerics and JSON the same way on both engines', async () => {
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    // Many runs on PostgreSQL's pool: each connection prepares the named statement once and reuses it.
    for (let i = 0; i < 25; i++) {
      const [row] = await runFixed<{ ids: string[]; first: string; second: string; doc: unknown }>(
        handle.db,
        echoArrays,
        [ids, ['12.50', String(i)], JSON.stringify({ run: i, text: "it's" })],
      );
      expect(row).toEqual({
        ids,
        first: '12.50',
        second: String(i),
        doc: { run: i, text: "it's" },
      });
    }
  });

  const readEvent = fixedStatement(
    'test-read-event',
    'select type, payload from outbox_events where id = $1',
  );
  const readItems = fixedStatement(
    'test-read-items',
    'select id, order_id, product_name, quantity, price::text as price from order_items where order_id = $1 order by product_name desc',
  );

  it('runs inside the Drizzle transaction it is given: rolled back with it, visible only within it', async () => {
    const email = `fixed-rollback-${Date.now()}@example.com`;
    let seenInside = -1;
    let eventId = '';
    await expect(
      handle.db.transaction(async (tx) => {
        eventId = (await writePlacedOrder(tx, order(email), [], [])).eventId;
        seenInside = (await runFixed<{ n: number }>(tx, countOrders, [email]))[0]!.n;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(seenInside).toBe(1);
    expect((await runFixed<{ n: number }>(handle.db, countOrders, [email]))[0]!.n).toBe(0);
    expect(await runFixed(handle.db, readEvent, [eventId])).toEqual([]);
  });

  it('writes an order, its items and its event in one statement; the answer and the event carry the same view', async () => {
    const email = `fixed-items-${Date.now()}@example.com`;
    // Names in reverse alphabetical order, so an answer sorted by anything else would differ.
    const items = Array.from({ length: 12 }, (_, i) => ({
      id: crypto.randomUUID(),
      productId: null,
      variantId: null,
      variantTitle: i % 3 ? null : `Colour ${i}`,
      productName: `Item ${String.fromCharCode(90 - i)}`,
      sku: i % 2 ? null : `SKU-${i}`,
      image: null,
      quantity: i + 1,
      price: '2.50',
      total: (2.5 * (i + 1)).toFixed(2),
    }));
    const lines = [{ productId: null, name: 'Item Z', sku: null, quantity: 1, stockAfter: 3 }];
    const placed = await handle.db.transaction((tx) =>
      writePlacedOrder(tx, order(email), items, lines),
    );
    const { view } = placed;
    expect(view).toMatchObject({
      customerEmail: email,
      subtotal: '25.00',
      total: '33.05',
      status: 'confirmed',
      paymentStatus: 'paid',
      shippedAt: null,
    });
    expect(view.orderNumber).toMatch(/^ORD-\d{8}-\d{4,}$/);
    expect(view.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(view.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(view.items).toEqual(items);
    const [event] = await runFixed<{ type: string; payload: unknown }>(handle.db, readEvent, [
      placed.eventId,
    ]);
    expect(event).toEqual({ type: 'order.placed', payload: { order: view, lines } });
    const rows = await runFixed<{
      id: string;
      order_id: string;
      product_name: string;
      quantity: number;
      price: string;
    }>(handle.db, readItems, [view.id]);
    expect(
      rows.map((row) => [row.id, row.order_id, row.product_name, row.quantity, row.price]),
    ).toEqual(items.map((item) => [item.id, view.id, item.productName, item.quantity, '2.50']));
  });
});
