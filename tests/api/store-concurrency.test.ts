import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/db/schema/catalog';
import { discountCodes, orders } from '../../src/db/schema/sales';
import { useTestApp } from '../support/test-app';
import { createTestUser, type TestUser } from '../support/test-users';
import { createDiscount, createProduct, placeOrder, standardRate } from '../support/store-fixtures';

let customers: TestUser[];
let rateId: string;
const t = useTestApp();
beforeAll(async () => {
  customers = await Promise.all(Array.from({ length: 4 }, () => createTestUser(t.app)));
  rateId = (await standardRate(t.app)).id;
});

/** The last unit is never sold twice, on PGlite (serialised) and on PostgreSQL (truly parallel). */
describe('parallel checkouts', () => {
  it('20 parallel orders for a product with 5 in stock: exactly 5 succeed, stock ends at 0', async () => {
    const product = await createProduct(t.app, { quantity: 5, name: 'Last Five Dragon' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(t.app, customers[i % customers.length]!.authorization, {
          items: [{ productId: product.id, quantity: 1 }],
          shippingRateId: rateId,
        }),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({
        error: 'out_of_stock',
        message: "'Last Five Dragon' is out of stock.",
      });
    }
    const [stock] = await t.app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    expect(stock!.quantity).toBe(0);
    const written = await t.app.db.select().from(orders).where(eq(orders.shippingRateId, rateId));
    expect(written).toHaveLength(5);
  });

  it('20 parallel uses of a code with maximum_uses 3: exactly 3 succeed', async () => {
    const product = await createProduct(t.app, { quantity: 100 });
    const discount = await createDiscount(t.app, {
      type: 'fixed_amount',
      value: '2.00',
      maximumUses: 3,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(t.app, customers[i % customers.length]!.authorization, {
          items: [{ productId: product.id, quantity: 1 }],
          shippingRateId: rateId,
          discountCode: discount.code,
        }),
      ),
    );
    const ok = results.filter((res) => res.statusCode === 201);
    expect(ok).toHaveLength(3);
    for (const res of ok)
      expect(res.json()).toMatchObject({ discountAmount: '2.00', total: '13.99' });
    for (const res of results.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'discount_used_up',
        message: 'Discount code limit reached',
      });
    }
    const [after] = await t.app.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, discount.id));
    expect(after!.usesCount).toBe(3);
    const [stock] = await t.app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    expect(stock!.quantity).toBe(97);
  });
});
