import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '#core/orders/order-responses';
import type { AdminShippingRate, ShippingOptionsView } from '#core/shipping/shipping-responses';
import { products, productVariants } from '../../src/db/schema/catalog';
import { orders } from '../../src/db/schema/sales';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';
import { createProduct, customerDetails, pickupRate } from '../support/store-fixtures';

/**
 * Decision 172: pickup is a delivery method (no shipping address, the place and hours kept on the
 * order, "ready for pickup" then "collected"), and the cart's weight, read by the server from
 * its products and variants, decides which rates apply. Runs on PGlite and on PostgreSQL.
 */
const t = useTestApp();
const customer = useTestUser(t);
const owner = useTestUser(t, { role: 'admin' });
const admin = () => adminApi(t, owner);

const contactOnly = {
  firstName: customerDetails.firstName,
  lastName: customerDetails.lastName,
  email: customerDetails.email,
};

function order(payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: customer.authorization },
    payload,
  });
}

function shippingOptions(items: object[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/shipping-options',
    headers: { authorization: customer.authorization },
    payload: { items },
  });
}

async function weighedProduct(grams: number | null, variantGrams: number | null = null) {
  const product = await createProduct(t.app, { price: '10.00', quantity: 50 });
  await t.app.db.update(products).set({ weightGrams: grams }).where(eq(products.id, product.id));
  await t.app.db
    .update(productVariants)
    .set({ weightGrams: variantGrams })
    .where(eq(productVariants.productId, product.id));
  return product;
}

async function createRate(body: object): Promise<AdminShippingRate> {
  const res = await admin()('POST', '/shipping-rates', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminShippingRate>();
}

describe('pickup is a delivery method', () => {
  it('a pickup order without a shipping address is placed, with its place and hours', async () => {
    const product = await weighedProduct(200);
    const pickup = await pickupRate(t.app);
    expect(pickup.pickupLocation).toContain('Portland');
    const res = await order({
      customer: contactOnly,
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: pickup.id,
      deliveryMethod: 'pickup',
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<OrderView>();
    expect(placed.deliveryMethod).toBe('pickup');
    expect(placed.shippingAddress).toBeNull();
    expect(placed.pickup).toEqual({ location: pickup.pickupLocation, hours: pickup.pickupHours });
    expect(placed.shippingAmount).toBe('0.00');
    // The billing address is the contact's name only: nothing else was given.
    expect(placed.billingAddress).toMatchObject({ firstName: 'Ada', address: '', city: '' });

    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({
      deliveryMethod: 'pickup',
      shippingAddress: null,
      pickupLocation: pickup.pickupLocation,
      pickupHours: pickup.pickupHours,
    });
    // The customer's own order reads the same.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: customer.authorization },
    });
    const listed = mine.json<{ items: OrderView[] }>().items.find((o) => o.id === placed.id)!;
    expect(listed).toMatchObject({ deliveryMethod: 'pickup', shippingAddress: null });
    expect(listed.pickup?.location).toBe(pickup.pickupLocation);
  });

  it('an order that ships without an address is refused with the address fields named', async () => {
    const product = await weighedProduct(200);
    const rates = await shippingOptions([{ productId: product.id, quantity: 1 }]);
    const standard = rates.json<ShippingOptionsView>().rates.find((r) => !r.isPickup)!;
    const before = await t.app.db.$count(orders);
    const res = await order({
      customer: contactOnly,
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: standard.id,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; issues: { path: string }[] }>();
    expect(body.error).toBe('validation_failed');
    expect(body.issues.map((issue) => issue.path)).toEqual([
      'customer.address',
      'customer.city',
      'customer.state',
      'customer.zipCode',
    ]);
    expect(await t.app.db.$count(orders)).toBe(before);
  });

  it('the method must be the rate’s: pickup on a shipping rate, or shipping on a pickup, is refused', async () => {
    const product = await weighedProduct(200);
    const pickup = await pickupRate(t.app);
    const options = (
      await shippingOptions([{ productId: product.id, quantity: 1 }])
    ).json<ShippingOptionsView>();
    const standard = options.rates.find((r) => !r.isPickup)!;
    const asPickup = await order({
      customer: contactOnly,
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: standard.id,
      deliveryMethod: 'pickup',
    });
    expect(asPickup.statusCode).toBe(409);
    expect(asPickup.json().error).toBe('delivery_method_mismatch');
    const asShipping = await order({
      customer: customerDetails,
      items: [{ productId: product.id, quantity: 1 }],
      shippingRateId: pickup.id,
    });
    expect(asShipping.statusCode).toBe(409);
    expect(asShipping.json().error).toBe('delivery_method_mismatch');
  });

  it('the owner marks a pickup ready (shipped, fulfilled) then collected (delivered)', async () => {
    const product = await weighedProduct(100);
    const pickup = await pickupRate(t.app);
    const placed = (
      await order({
        customer: contactOnly,
        items: [{ productId: product.id, quantity: 1 }],
        shippingRateId: pickup.id,
        deliveryMethod: 'pickup',
      })
    ).json<OrderView>();
    const ready = await admin()('PATCH', `/orders/${placed.id}/status`, { status: 'shipped' });
    expect(ready.statusCode, ready.body).toBe(200);
    const collected = await admin()('PATCH', `/orders/${placed.id}/status`, {
      status: 'delivered',
    });
    expect(collected.statusCode, collected.body).toBe(200);
    const view = (await admin()('GET', `/orders/${placed.id}`)).json<OrderView>();
    expect(view).toMatchObject({
      status: 'delivered',
      fulfillmentStatus: 'fulfilled',
      deliveryMethod: 'pickup',
      shippingAddress: null,
      pickup: { location: pickup.pickupLocation, hours: pickup.pickupHours },
    });
    expect(view.shippedAt).not.toBeNull();
  });

  it('the shopper’s last address never comes from a pickup order', async () => {
    const product = await weighedProduct(100);
    const shipped = await shippingOptions([{ productId: product.id, quantity: 1 }]);
    const standard = shipped.json<ShippingOptionsView>().rates.find((r) => !r.isPickup)!;
    expect(
      (
        await order({
          customer: customerDetails,
          items: [{ productId: product.id, quantity: 1 }],
          shippingRateId: standard.id,
        })
      ).statusCode,
    ).toBe(201);
    const pickup = await pickupRate(t.app);
    expect(
      (
        await order({
          customer: contactOnly,
          items: [{ productId: product.id, quantity: 1 }],
          shippingRateId: pickup.id,
          deliveryMethod: 'pickup',
        })
      ).statusCode,
    ).toBe(201);
    const last = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/last-address',
      headers: { authorization: customer.authorization },
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().address).toMatchObject({ address: customerDetails.address });
  });

  it('a pickup rate needs its place: the owner’s form says so', async () => {
    const res = await admin()('POST', '/shipping-rates', {
      name: 'Market stall',
      rate: '0',
      isPickup: true,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('pickupLocation');
  });
});

describe('the cart’s weight decides the rates', () => {
  it('a rate with a maximum weight is offered up to it and refused above it, at checkout too', async () => {
    // 600 g a unit; the variant's own weight (600) overrides its product's (50).
    const product = await weighedProduct(50, 600);
    const small = await createRate({
      name: `Small parcel ${product.id.slice(0, 6)}`,
      rate: '0.50',
      maxWeight: '1.2',
    });
    const line = (quantity: number) => [{ productId: product.id, quantity }];

    const light = (await shippingOptions(line(2))).json<ShippingOptionsView>();
    expect(light.weightGrams).toBe(1200);
    expect(light.rates.map((r) => r.id)).toContain(small.id);

    const heavy = (await shippingOptions(line(3))).json<ShippingOptionsView>();
    expect(heavy.weightGrams).toBe(1800);
    expect(heavy.rates.map((r) => r.id)).not.toContain(small.id);

    // The server weighs the cart itself: a client that offers the rate anyway is refused.
    const refused = await order({
      customer: customerDetails,
      items: line(3),
      shippingRateId: small.id,
      // A weight in the request is not part of the contract, and is never read.
      weightGrams: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('shipping_unavailable');

    const accepted = await order({
      customer: customerDetails,
      items: line(2),
      shippingRateId: small.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<OrderView>().shippingAmount).toBe('0.50');
  });

  it('a minimum weight and the minimum order amount apply together; the owner sees both limits', async () => {
    const product = await weighedProduct(1000);
    const bulky = await createRate({
      name: `Pallet ${product.id.slice(0, 6)}`,
      rate: '1.00',
      minWeight: '3',
      minOrderAmount: '40.00',
    });
    const rateIds = async (quantity: number) =>
      (await shippingOptions([{ productId: product.id, quantity }]))
        .json<ShippingOptionsView>()
        .rates.map((r) => r.id);
    expect(await rateIds(2)).not.toContain(bulky.id); // 2 kg, $20
    expect(await rateIds(3)).not.toContain(bulky.id); // 3 kg, $30: under the minimum order
    expect(await rateIds(4)).toContain(bulky.id); // 4 kg, $40

    const list = await admin()('GET', '/shipping-rates');
    const listed = list
      .json<{ shippingRates: AdminShippingRate[] }>()
      .shippingRates.find((r) => r.id === bulky.id);
    expect(listed).toMatchObject({ minWeight: '3.000', maxWeight: null, minOrderAmount: '40.00' });
  });

  it('a product without a weight weighs nothing, and the demo’s products all have one', async () => {
    const weightless = await weighedProduct(null);
    const answer = (
      await shippingOptions([{ productId: weightless.id, quantity: 5 }])
    ).json<ShippingOptionsView>();
    expect(answer.weightGrams).toBe(0);
    const seeded = await t.app.db
      .select({ sku: products.sku, weightGrams: products.weightGrams })
      .from(products)
      .where(eq(products.sku, 'CUS-TTR-02'));
    expect(seeded[0]?.weightGrams).toBeGreaterThan(1000);
  });

  it('the owner sets a product’s weight in grams; an edit without it keeps it', async () => {
    const created = await admin()('POST', '/products', {
      name: 'Weighed Dragon',
      price: '12.00',
      sku: `WEIGH-${Date.now()}`,
      stock: 10,
      weightGrams: '1200',
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<{ id: string; weightGrams: number | null; sku: string }>();
    expect(product.weightGrams).toBe(1200);
    const edited = await admin()('PUT', `/products/${product.id}`, {
      name: 'Weighed Dragon',
      price: '12.00',
      sku: product.sku,
      stock: 10,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ weightGrams: number | null }>().weightGrams).toBe(1200);
    const answer = (
      await shippingOptions([{ productId: product.id, quantity: 2 }])
    ).json<ShippingOptionsView>();
    expect(answer.weightGrams).toBe(2400);
    const refused = await admin()('PUT', `/products/${product.id}`, {
      name: 'Weighed Dragon',
      price: '12.00',
      sku: product.sku,
      stock: 10,
      weightGrams: '1.5 kg',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('the checkout’s options need a signed-in shopper and bounded lines', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/shipping-options',
      payload: { items: [] },
    });
    expect(anonymous.statusCode).toBe(401);
    const empty = await shippingOptions([]);
    expect(empty.statusCode).toBe(400);
  });
});
