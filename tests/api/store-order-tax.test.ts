import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/migrate';
import { mailOutbox, settings } from '../../src/db/schema/operations';
import { orders } from '../../src/db/schema/sales';
import type { OrderView } from '#core/orders/order-responses';
import type { ShopSettings } from '#core/settings/shop-settings';
import { useTestApp } from '../support/test-app';
import { useTestUser } from '../support/test-users';
import {
  createDiscount,
  createProduct,
  getJson,
  placeOrder,
  standardRate,
} from '../support/store-fixtures';

/** Decision 122: the tax the owner enables is charged at checkout, computed by the server. */
let rateId: string;
const t = useTestApp({ adminEmail: undefined });
const owner = useTestUser(t, { role: 'admin', email: 'tax-owner@example.com' });
const customer = useTestUser(t);
beforeAll(async () => {
  rateId = (await standardRate(t.app)).id; // $5.99
});

async function setTax(tax: ShopSettings['tax']): Promise<void> {
  const current = await getJson<ShopSettings>(t.app, '/api/admin/settings', owner.authorization);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { authorization: owner.authorization },
    payload: { ...current, tax },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** 2 × $25.00 with Standard Shipping, and what a forging client adds to the body. */
async function orderOfFifty(extra: Record<string, unknown> = {}) {
  const product = await createProduct(t.app, { price: '25.00', quantity: 10 });
  const res = await placeOrder(t.app, customer.authorization, {
    items: [{ productId: product.id, quantity: 2 }],
    shippingRateId: rateId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<OrderView>();
  const [row] = await t.app.db
    .select({ taxAmount: orders.taxAmount, total: orders.total })
    .from(orders)
    .where(eq(orders.id, order.id));
  return { order, row: row! };
}

const confirmationOf = async (orderNumber: string) => {
  await t.app.outbox.idle();
  const mails = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, `Order ${orderNumber} confirmed`));
  return mails[0]?.text ?? '';
};

describe(`tax at checkout`, () => {
  it('a new shop has tax off at 8.5 %, public to checkout, and charges none: totals as before', async () => {
    expect(await getJson(t.app, '/api/settings/tax')).toEqual({ taxRate: 8.5, taxEnabled: false });
    const { order, row } = await orderOfFifty();
    expect(order).toMatchObject({ subtotal: '50.00', taxAmount: '0.00', total: '55.99' });
    expect(row).toEqual({ taxAmount: '0.00', total: '55.99' });
    expect(await confirmationOf(order.orderNumber)).not.toMatch(/^Tax/m);
  });

  it('with 10 % enabled by the owner, the order is taxed on the subtotal (not shipping), whatever the body says', async () => {
    await setTax({ taxRate: 10, taxEnabled: true });
    expect(await getJson(t.app, '/api/settings/tax')).toEqual({ taxRate: 10, taxEnabled: true });
    const { order, row } = await orderOfFifty({
      tax: '0.00',
      taxAmount: '0.00',
      taxRate: 0,
      total: '55.99',
      subtotal: '50.00',
    });
    expect(order).toMatchObject({ subtotal: '50.00', taxAmount: '5.00', total: '60.99' });
    expect(row).toEqual({ taxAmount: '5.00', total: '60.99' });
    expect(
      await getJson<OrderView>(t.app, `/api/orders/${order.id}`, customer.authorization),
    ).toMatchObject({ taxAmount: '5.00', total: '60.99' });
    expect(await confirmationOf(order.orderNumber)).toMatch(/^Tax: \$5\.00\nTotal: \$60\.99$/m);
  });

  it('taxes the subtotal less the discount, rounded half away from zero to the cent', async () => {
    await setTax({ taxRate: 8.5, taxEnabled: true });
    const product = await createProduct(t.app, { price: '15.99', quantity: 10 });
    const discount = await createDiscount(t.app, { type: 'fixed_amount', value: '5.00' });
    const res = await placeOrder(t.app, customer.authorization, {
      items: [{ productId: product.id, quantity: 3 }],
      shippingRateId: rateId,
      discountCode: discount.code,
    });
    expect(res.statusCode, res.body).toBe(201);
    // 47.97 − 5.00 = 42.97; 8.5 % = 3.65245 → 3.65; 42.97 + 5.99 + 3.65 = 52.61.
    expect(res.json<OrderView>()).toMatchObject({
      subtotal: '47.97',
      discountAmount: '5.00',
      taxAmount: '3.65',
      total: '52.61',
    });
  });

  it('charges none again once the owner turns tax off', async () => {
    await setTax({ taxRate: 10, taxEnabled: false });
    const { order, row } = await orderOfFifty();
    expect(order).toMatchObject({ taxAmount: '0.00', total: '55.99' });
    expect(row).toEqual({ taxAmount: '0.00', total: '55.99' });
  });
});

describe('migration 0013: tax stays off where the owner never chose it', () => {
  const migration = readFileSync(join(migrationsFolder, '0013_tax-off-unless-chosen.sql'), 'utf8');
  const storedTax = async () =>
    (await t.app.db.select().from(settings).where(eq(settings.key, 'tax')))[0]!.value;

  it.each([
    // The old default, saved along with the rest of the page: it never charged, it stays so.
    { saved: { taxRate: 8.5, taxEnabled: true }, after: { taxRate: 8.5, taxEnabled: false } },
    // A rate the owner typed is the owner's choice.
    { saved: { taxRate: 10, taxEnabled: true }, after: { taxRate: 10, taxEnabled: true } },
    { saved: { taxRate: 8.5, taxEnabled: false }, after: { taxRate: 8.5, taxEnabled: false } },
  ])('a saved $saved becomes $after', async ({ saved, after }) => {
    await setTax(saved);
    await t.app.db.execute(sql.raw(migration));
    expect(await storedTax()).toEqual(after);
  });
});
