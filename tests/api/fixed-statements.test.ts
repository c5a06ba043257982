import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedStatement, runFixed } from '../../src/db/fixed-statement';
import { writeOrder, writeOrderItems } from '../../src/server/checkout/order-statements';
import { openTestDatabase, testEngine } from '../support/test-database';
import type { DatabaseHandle } from '../../src/db/client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const countOrders = fixedStatement('test-count-orders', 'select count(*)::int as n from orders where customer_email = $1');
// numeric[] itself is read differently (node-postgres parses it to floats): statements answer numeric scalars.
const echoArrays = fixedStatement(
  'test-echo-arrays',
  'select $1::uuid[] as ids, ($2::numeric[])[1] as first, ($2::numeric[])[2] as second, $3::jsonb as doc',
);

const order = (email: string) => ({
  userId: null,
  customerEmail: email,
  customerName: 'Fixed Statement',
  customerPhone: null,
  address: { firstName: 'Fixed', lastName: 'Statement', address: '1 Way', city: 'Austin', state: 'TX', zipCode: '78701', country: 'US' },
  subtotal: '25.00',
  discountAmount: '0.00',
  shippingAmount: '5.99',
  taxAmount: '2.06',
  total: '33.05',
  discountCodeId: null,
  discountCode: null,
  shippingRateId: null,
  shippingRateName: 'Standard',
  idempotencyKey: null,
});

describe(`fixed statements (${testEngine()})`, () => {
  it('refuses a second text under a name already taken', () => {
    expect(() => fixedStatement('test-count-orders', 'select 1')).toThrow(/defined twice/);
  });

  it('binds arrays, numerics and JSON the same way on both engines', async () => {
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    // Many runs on PostgreSQL's pool: each connection prepares the named statement once and reuses it.
    for (let i = 0; i < 25; i++) {
      const [row] = await runFixed<{ ids: string[]; first: string; second: string; doc: unknown }>(handle.db, echoArrays, [
        ids,
        ['12.50', String(i)],
        JSON.stringify({ run: i, text: "it's" }),
      ]);
      expect(row).toEqual({ ids, first: '12.50', second: String(i), doc: { run: i, text: "it's" } });
    }
  });

  it('runs inside the Drizzle transaction it is given: rolled back with it, visible only within it', async () => {
    const email = `fixed-rollback-${Date.now()}@example.com`;
    let seenInside = -1;
    await expect(
      handle.db.transaction(async (tx) => {
        await writeOrder(tx, order(email));
        seenInside = (await runFixed<{ n: number }>(tx, countOrders, [email]))[0]!.n;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(seenInside).toBe(1);
    expect((await runFixed<{ n: number }>(handle.db, countOrders, [email]))[0]!.n).toBe(0);
  });

  it("writes an order's items in one statement and answers them in the request's order", async () => {
    const email = `fixed-items-${Date.now()}@example.com`;
    const written = await handle.db.transaction(async (tx) => {
      const view = await writeOrder(tx, order(email));
      // Names in reverse alphabetical order, so an answer sorted by anything else would differ.
      const items = Array.from({ length: 12 }, (_, i) => ({
        productId: null,
        productName: `Item ${String.fromCharCode(90 - i)}`,
        sku: i % 2 ? null : `SKU-${i}`,
        image: null,
        quantity: i + 1,
        price: '2.50',
        total: (2.5 * (i + 1)).toFixed(2),
      }));
      return { view, items, answered: await writeOrderItems(tx, view.id, items) };
    });
    expect(written.view).toMatchObject({ customerEmail: email, subtotal: '25.00', total: '33.05', status: 'confirmed', paymentStatus: 'paid' });
    expect(written.view.orderNumber).toMatch(/^ORD-\d{8}-\d{4,}$/);
    expect(Number.isNaN(Date.parse(written.view.createdAt))).toBe(false);
    expect(written.answered.map(({ productName, sku, quantity, price, total }) => ({ productName, sku, quantity, price, total }))).toEqual(
      written.items.map(({ productName, sku, quantity, price, total }) => ({ productName, sku, quantity, price, total })),
    );
    expect(new Set(written.answered.map((item) => item.id)).size).toBe(12);
  });
});
