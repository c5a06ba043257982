import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../src/db/schema/catalog';
import { orderItems } from '../../src/db/schema/sales';
import type { AdminProductDetail, ProductView } from '#core/catalog/catalog-responses';
import type { OrderView } from '#core/orders/order-responses';
import { useTestApp } from '../support/test-app';
import { adminApi, createTestUser, type TestUser, useTestUser } from '../support/test-users';
import { getJson, placeOrder, standardRate } from '../support/store-fixtures';

/** Decisions 135 and 136: options, variants, stock per variant, made to order. */
let customers: TestUser[];
let rateId: string;
const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
beforeAll(async () => {
  customers = await Promise.all(Array.from({ length: 4 }, () => createTestUser(t.app)));
  rateId = (await standardRate(t.app)).id;
});

const admin$ = adminApi(t, admin);

const options = [
  { name: 'Colour', values: ['Red', 'Blue'] },
  { name: 'Material', values: ['PLA', 'Silk'] },
];
const variantsFor = (tag: string) => [
  { optionValues: ['Red', 'PLA'], sku: `${tag}-RP`, price: '20.00', stock: 5 },
  { optionValues: ['Red', 'Silk'], sku: `${tag}-RS`, price: '26.00', stock: 7 },
  { optionValues: ['Blue', 'PLA'], sku: `${tag}-BP`, price: '21.00', stock: 9 },
  {
    optionValues: ['Blue', 'Silk'],
    sku: `${tag}-BS`,
    price: '27.00',
    inventoryPolicy: 'made_to_order',
    leadTimeDays: 6,
  },
];

async function createDragon(name = `Variant Dragon ${randomUUID().slice(0, 6)}`) {
  const tag = `VAR-${randomUUID().slice(0, 8).toUpperCase()}`;
  const res = await admin$('POST', '/products', {
    name,
    price: '20.00',
    sku: tag,
    stock: 0,
    options,
    variants: variantsFor(tag),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminProductDetail>();
}

const variantRows = (productId: string) =>
  t.app.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));

describe('variants in the catalogue', () => {
  it('a seeded product without options is one default variant with its SKU, price and stock', async () => {
    const list = await getJson<ProductView[]>(t.app, '/api/products');
    const gear = list.find((p) => p.name === 'Gear Spinner')!;
    expect(gear).toMatchObject({ quantity: 4, variantCount: 1, leadTimeDays: null });
    const [only, ...more] = await variantRows(gear.id);
    expect(more).toEqual([]);
    expect(only).toMatchObject({
      id: gear.variantId,
      sku: gear.sku,
      price: gear.price,
      quantity: 4,
      isDefault: true,
      option1: null,
    });
    const firefly = list.find((p) => p.name === 'Firefly Hatchling')!;
    expect(firefly).toMatchObject({ variantCount: 4, quantity: 40, leadTimeDays: 5 });
  });

  it('the admin creates options and variants; the product price follows the cheapest', async () => {
    const product = await createDragon();
    expect(product.options).toEqual(options);
    expect(product.variants.map((v) => [v.title, v.quantity, v.inventoryPolicy])).toEqual([
      ['Red / PLA', 5, 'track'],
      ['Red / Silk', 7, 'track'],
      ['Blue / PLA', 9, 'track'],
      ['Blue / Silk', 0, 'made_to_order'],
    ]);
    expect(product).toMatchObject({ price: '20.00', stock: 21 });
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.price).toBe('20.00');
  });

  it('refuses values an option does not offer, a missing lead time and duplicate combinations with a 400', async () => {
    const tag = `BAD-${randomUUID().slice(0, 8).toUpperCase()}`;
    const base = { name: 'Bad Dragon', price: '1', sku: tag, stock: 0, options };
    const notOffered = await admin$('POST', '/products', {
      ...base,
      variants: [{ optionValues: ['Green', 'PLA'], sku: `${tag}-1`, price: '1' }],
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.body).toContain("'Green' is not a value of Colour");
    const noLead = await admin$('POST', '/products', {
      ...base,
      variants: [
        {
          optionValues: ['Red', 'PLA'],
          sku: `${tag}-1`,
          price: '1',
          inventoryPolicy: 'made_to_order',
        },
      ],
    });
    expect(noLead.statusCode).toBe(400);
    expect(noLead.body).toContain('Made to order needs a lead time in days');
    const twice = await admin$('POST', '/products', {
      ...base,
      variants: [
        { optionValues: ['Red', 'PLA'], sku: `${tag}-1`, price: '1' },
        { optionValues: ['red', 'pla'], sku: `${tag}-2`, price: '1' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const [none] = await t.app.db.select().from(products).where(eq(products.sku, tag));
    expect(none).toBeUndefined();
  });

  it('an edit keeps the ids of unchanged combinations and removes the ones not sold', async () => {
    const product = await createDragon();
    const before = await variantRows(product.id);
    const tag = product.sku;
    const kept = variantsFor(tag).filter((v) => v.optionValues[0] === 'Red');
    const res = await admin$('PUT', `/products/${product.id}`, {
      name: product.name,
      price: '20.00',
      sku: tag,
      stock: 0,
      options: [options[0]!, { name: 'Material', values: ['PLA', 'Silk', 'PETG'] }],
      variants: [
        ...kept.map((v) => ({ ...v, price: '22.00' })),
        { optionValues: ['Red', 'PETG'], sku: `${tag}-RG`, price: '30.00', stock: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await variantRows(product.id);
    expect(after.map((v) => v.id).slice(0, 2)).toEqual(before.slice(0, 2).map((v) => v.id));
    expect(after.map((v) => [v.option1, v.option2, v.price])).toEqual([
      ['Red', 'PLA', '22.00'],
      ['Red', 'Silk', '22.00'],
      ['Red', 'PETG', '30.00'],
    ]);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.price).toBe('22.00');
  });
});

describe('ordering a variant', () => {
  it('20 buyers for 5 units of one variant: exactly 5 succeed, its siblings untouched', async () => {
    const product = await createDragon('Five Red Dragons');
    const [red, ...siblings] = product.variants;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(t.app, customers[i % customers.length]!.authorization, {
          items: [{ productId: product.id, variantId: red!.id, quantity: 1 }],
          shippingRateId: rateId,
        }),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      error: 'out_of_stock',
      message: "'Five Red Dragons (Red / PLA)' is out of stock.",
    });
    const rows = await variantRows(product.id);
    expect(rows.map((v) => v.quantity)).toEqual([0, ...siblings.map((v) => v.quantity)]);
    const order = results.find((r) => r.statusCode === 201)!.json<OrderView>();
    expect(order.items[0]).toMatchObject({
      variantId: red!.id,
      variantTitle: 'Red / PLA',
      sku: red!.sku,
      price: '20.00',
    });
  });

  it('made to order is always purchasable and never claims stock', async () => {
    const product = await createDragon();
    const made = product.variants.find((v) => v.inventoryPolicy === 'made_to_order')!;
    const res = await placeOrder(t.app, customers[0]!.authorization, {
      items: [{ productId: product.id, variantId: made.id, quantity: 30 }],
      shippingRateId: rateId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<OrderView>().subtotal).toBe('810.00');
    const [row] = await t.app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, made.id));
    expect(row!.quantity).toBe(0);
  });

  it("refuses another product's variant, and a product with options without a chosen variant", async () => {
    const product = await createDragon();
    const other = await createDragon();
    const foreign = await placeOrder(t.app, customers[0]!.authorization, {
      items: [{ productId: product.id, variantId: other.variants[0]!.id, quantity: 1 }],
      shippingRateId: rateId,
    });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({ error: 'variant_unavailable' });
    const unchosen = await placeOrder(t.app, customers[0]!.authorization, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: rateId,
    });
    expect(unchosen.statusCode).toBe(409);
    expect(unchosen.json().message).toContain('Choose the options');
  });

  it('cancelling returns the units to the variant that sold them', async () => {
    const product = await createDragon();
    const [, silk, blue] = product.variants;
    const res = await placeOrder(t.app, customers[1]!.authorization, {
      items: [
        { productId: product.id, variantId: silk!.id, quantity: 3 },
        { productId: product.id, variantId: blue!.id, quantity: 2 },
      ],
      shippingRateId: rateId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await variantRows(product.id)).map((v) => v.quantity)).toEqual([5, 4, 7, 0]);
    const order = res.json<OrderView>();
    const cancel = await admin$('PATCH', `/orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await variantRows(product.id)).map((v) => v.quantity)).toEqual([5, 7, 9, 0]);
    const items = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => i.variantTitle).sort()).toEqual(['Blue / PLA', 'Red / Silk']);
  });

  it("the owner's order export names each line's variant as the cart did (decision 150)", async () => {
    const product = await createDragon();
    const [, silk] = product.variants;
    const res = await placeOrder(t.app, customers[2]!.authorization, {
      items: [{ productId: product.id, variantId: silk!.id, quantity: 1 }],
      shippingRateId: rateId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<OrderView>();
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?q=${encodeURIComponent(order.orderNumber)}`,
      headers: { authorization: admin.authorization },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(`1 x ${product.name} (Red / Silk) (${silk!.sku})`);
  });
});
