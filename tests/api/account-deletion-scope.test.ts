import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from '#core/lists/list-query';
import type { OrderView } from '#core/orders/order-responses';
import { orders } from '../../src/db/schema/sales';
import { bearer, newSession } from '../support/auth-api';
import {
  createProduct,
  customerDetails,
  getJson,
  placeOrder,
  standardRate,
} from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { createTestUser } from '../support/test-users';

/** Deleting an account blanks its own orders and nobody else's. */
const t = useTestApp();

const orderRow = async (id: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('deleting an account', () => {
  it("leaves another account's order under the same typed e-mail intact and listed", async () => {
    const first = await newSession(t.app);
    const second = await createTestUser(t.app);
    const product = await createProduct(t.app, { quantity: 5 });
    const body = {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: (await standardRate(t.app)).id,
      customer: { ...customerDetails, email: first.email },
    };
    const own = await placeOrder(t.app, bearer(first.session).authorization, body);
    // The second customer types the first one's address at checkout.
    const others = await placeOrder(t.app, second.authorization, body);
    expect([own.statusCode, others.statusCode]).toEqual([201, 201]);
    // An order placed signed out under the first one's address is the first one's too (decision 113).
    const accountless = await placeOrder(t.app, bearer(first.session).authorization, body);
    await t.app.db
      .update(orders)
      .set({ userId: null })
      .where(eq(orders.id, accountless.json<OrderView>().id));

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: bearer(first.session),
      payload: { current_password: first.password, confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(204);

    for (const id of [own.json<OrderView>().id, accountless.json<OrderView>().id])
      expect(await orderRow(id)).toMatchObject({
        customerName: 'Deleted customer',
        userId: null,
      });
    const kept = await orderRow(others.json<OrderView>().id);
    expect(kept).toMatchObject({
      userId: second.id,
      customerEmail: first.email,
      customerName: `${customerDetails.firstName} ${customerDetails.lastName}`,
    });
    expect(kept.shippingAddress).toMatchObject({ address: customerDetails.address });
    const listed = await getJson<Page<OrderView>>(t.app, '/api/orders', second.authorization);
    expect(listed.items.map((order) => order.id)).toEqual([others.json<OrderView>().id]);
  });
});
