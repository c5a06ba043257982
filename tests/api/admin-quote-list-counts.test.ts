import { beforeAll, describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { QUOTE_STATUSES } from '#core/custom-prints/print-constants';
import { uploadModel } from '../support/model-upload';
import { cheapestRate, placeOrder } from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { type TestUser, useTestUser } from '../support/test-users';

// Admin → Quotes: "All requests" holds every quote any other status filter lists.
let materialId: string;
const t = useTestApp();
const customer = useTestUser(t);
const admin = useTestUser(t, { role: 'admin' });
beforeAll(async () => {
  const options = (await t.app.inject({ method: 'GET', url: '/api/custom-prints/options' })).json();
  materialId = options.materials.find((m: { name: string }) => m.name === 'PLA').id;
});

const call = (method: 'GET' | 'POST', url: string, who?: TestUser, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: who.authorization } : {} });

async function newQuote(who?: TestUser) {
  const { model } = (
    await uploadModel(
      t.app,
      encodeBinaryStl(makeBox([20, 20, 20])),
      'count.stl',
      who?.authorization,
    )
  ).json();
  const res = await call('POST', '/api/custom-prints/quotes', who, {
    modelId: model.id,
    materialId,
    colour: 'Black',
    quality: 'standard',
    infillPercent: 20,
    quantity: 1,
  });
  expect(res.statusCode).toBe(201);
  return res.json().quote as { id: string };
}

const total = async (query: string) => {
  const res = await call('GET', `/api/admin/custom-prints/quotes${query}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json().total as number;
};

describe('the owner quote list', () => {
  it('counts under "all" every quote each status lists: ordered instant prices too', async () => {
    const rate = await cheapestRate(t.app);
    // Three instant prices ordered straight away, one request waiting for review.
    for (let i = 0; i < 3; i++) {
      const quote = await newQuote(customer);
      const placed = await placeOrder(t.app, customer.authorization, {
        items: [{ quoteId: quote.id, quantity: 1 }],
        shippingRateId: rate.id,
      });
      expect(placed.statusCode).toBe(201);
    }
    const asked = await newQuote(customer);
    await call('POST', `/api/custom-prints/quotes/${asked.id}/request`, customer, {
      note: 'Please check.',
    });
    const byStatus = await Promise.all(
      QUOTE_STATUSES.filter((s) => s !== 'priced').map((s) => total(`?status=${s}`)),
    );
    expect(await total('?status=ordered')).toBeGreaterThanOrEqual(3);
    expect(await total('')).toBe(byStatus.reduce((a, b) => a + b, 0));
  });
});
