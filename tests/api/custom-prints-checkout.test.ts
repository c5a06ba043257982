import { beforeAll, describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { uploadModel } from '../support/model-upload';
import { cheapestRate, createProduct, placeOrder } from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { createTestUser, type TestUser, useTestUser } from '../support/test-users';

let materialId: string;
const t = useTestApp();
const customer = useTestUser(t);
const admin = useTestUser(t, { role: 'admin' });
beforeAll(async () => {
  const options = (await t.app.inject({ method: 'GET', url: '/api/custom-prints/options' })).json();
  materialId = options.materials.find((m: { name: string }) => m.name === 'PETG').id;
});

const call = (method: 'GET' | 'POST', url: string, who?: TestUser, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: who.authorization } : {} });

async function newQuote(who?: TestUser, size: [number, number, number] = [30, 20, 10]) {
  const { model } = (
    await uploadModel(t.app, encodeBinaryStl(makeBox(size)), 'part.stl', who?.authorization)
  ).json();
  const res = await call('POST', '/api/custom-prints/quotes', who, {
    modelId: model.id,
    materialId,
    colour: 'Blue',
    quality: 'fine',
    infillPercent: 30,
    quantity: 3,
  });
  expect(res.statusCode).toBe(201);
  return res.json().quote as { id: string; priceCents: number };
}

async function order(who: TestUser, items: object[]) {
  const rate = await cheapestRate(t.app);
  return placeOrder(t.app, who.authorization, { items, shippingRateId: rate.id });
}

describe('checkout charges the stored quote', () => {
  it('an adjusted quote is the price checkout charges, whatever the client sends', async () => {
    const quote = await newQuote(customer);
    await call('POST', `/api/custom-prints/quotes/${quote.id}/request`, customer, {
      note: 'Please check the thin wall.',
    });
    const decided = await call(
      'POST',
      `/api/admin/custom-prints/quotes/${quote.id}/decision`,
      admin,
      { decision: 'adjust', priceCents: 4321, note: 'Thicker wall.' },
    );
    expect(decided.statusCode).toBe(200);

    const res = await order(customer, [
      { quoteId: quote.id, quantity: 1, price: 1, unitPrice: 1, total: 1, priceCents: 1 },
    ]);
    expect(res.statusCode).toBe(201);
    const placed = res.json();
    expect(placed.subtotal).toBe('43.21');
    expect(placed.items).toEqual([
      expect.objectContaining({
        productName: 'Custom print: part.stl',
        quantity: 1,
        price: '43.21',
        total: '43.21',
      }),
    ]);

    const again = await order(customer, [{ quoteId: quote.id, quantity: 1 }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'quote_not_orderable',
      message: expect.stringMatching(/already been ordered/),
    });

    // The owner sees the file of the order, and can download it.
    const files = await call('GET', `/api/admin/custom-prints/orders/${placed.id}`, admin);
    expect(files.json().quotes).toEqual([
      expect.objectContaining({
        id: quote.id,
        status: 'ordered',
        priceCents: 4321,
        orderId: placed.id,
      }),
    ]);
    const download = await call(
      'GET',
      `/api/custom-prints/models/${files.json().quotes[0].model.id}/file`,
      admin,
    );
    expect(download.statusCode).toBe(200);
    expect(
      (await call('GET', `/api/admin/custom-prints/orders/${placed.id}`, customer)).statusCode,
    ).toBe(403);
  });

  it('an instant quote is ordered at its formula price next to a product', async () => {
    const quote = await newQuote();
    const product = await createProduct(t.app, { price: '12.50', quantity: 5 });
    const res = await order(customer, [
      { productId: product.id, quantity: 2 },
      { quoteId: quote.id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().subtotal).toBe(((2500 + quote.priceCents) / 100).toFixed(2));
  });

  it.each([
    ['waiting for review', 'requested', /waiting for the shop's review/],
    ['rejected', 'rejected', /declined/],
  ])('a quote %s cannot be ordered', async (_name, state, message) => {
    const quote = await newQuote(customer);
    await call('POST', `/api/custom-prints/quotes/${quote.id}/request`, customer, { note: '' });
    if (state === 'rejected')
      await call('POST', `/api/admin/custom-prints/quotes/${quote.id}/decision`, admin, {
        decision: 'reject',
        note: 'Too fragile.',
      });
    const res = await order(customer, [{ quoteId: quote.id, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(message);
  });

  it("refuses someone else's quote, a quantity other than 1, and the same quote twice", async () => {
    const quote = await newQuote(customer);
    const stranger = await createTestUser(t.app);
    expect((await order(stranger, [{ quoteId: quote.id, quantity: 1 }])).statusCode).toBe(409);
    expect((await order(customer, [{ quoteId: quote.id, quantity: 3 }])).statusCode).toBe(400);
    const twice = await order(customer, [{ quoteId: quote.id }, { quoteId: quote.id }]);
    expect(twice.statusCode).toBe(400);
  });
});
