/**
 * An instant price holds for QUOTE_VALIDITY_MS, then cannot be ordered (the customer
 * sees it expired and prices again or asks the shop); saving a material or the formula's
 * constants prices the open instant quotes again, in the same transaction.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_VALIDITY_MS } from '#core/custom-prints/print-constants';
import { DEFAULT_PRICING_CONSTANTS } from '#core/custom-prints/print-schemas';
import { pricePrint } from '#core/custom-prints/price-print';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { requestQuote, uploadModel } from '../support/model-upload';
import { cheapestRate, placeOrder } from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { type TestUser, useTestUser } from '../support/test-users';

type Material = {
  id: string;
  name: string;
  process: 'fdm' | 'resin';
  densityGPerCm3: number;
  pricePerGramCents: number;
  colours: string[];
};
type Quote = {
  id: string;
  status: string;
  priceCents: number;
  formulaPriceCents: number;
  expiresAt: string | null;
  expired: boolean;
};

let materials: Material[];
const t = useTestApp({}, { timeout: 60_000 });
const customer = useTestUser(t);
const admin = useTestUser(t, { role: 'admin' });
beforeAll(async () => {
  materials = (await t.app.inject({ method: 'GET', url: '/api/custom-prints/options' })).json()
    .materials;
}, 60_000);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: TestUser, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: who.authorization } : {} });
const material = (name: string) => materials.find((m) => m.name === name)!;
// Large enough that two copies cost more than the minimum price (decision 124 charges
// preparation once, so a small part's two copies would sit at the minimum and hide a change).
const size: [number, number, number] = [60, 40, 30];

async function newQuote(materialName: string, who = customer): Promise<Quote> {
  const { model } = (
    await uploadModel(t.app, encodeBinaryStl(makeBox(size)), 'part.stl', who.authorization)
  ).json();
  const m = material(materialName);
  const res = await requestQuote(
    t.app,
    { modelId: model.id, materialId: m.id, colour: m.colours[0]!, quantity: 2 },
    who.authorization,
  );
  expect(res.statusCode).toBe(201);
  return res.json().quote;
}
const getQuote = async (id: string): Promise<Quote> =>
  (await call('GET', `/api/custom-prints/quotes/${id}`, customer)).json().quote;
async function order(quoteId: string) {
  const rate = await cheapestRate(t.app);
  return placeOrder(t.app, customer.authorization, {
    items: [{ quoteId, quantity: 1 }],
    shippingRateId: rate.id,
  });
}
const expire = (id: string) =>
  t.database.db.execute(
    sql`update print_quotes set expires_at = now() - interval '1 minute' where id = ${id}`,
  );

describe('instant prices expire', () => {
  it('a new instant quote holds for the validity period and is not expired', async () => {
    const before = Date.now();
    const quote = await newQuote('PLA');
    expect(quote.expired).toBe(false);
    const expiresAt = Date.parse(quote.expiresAt!);
    expect(expiresAt).toBeGreaterThanOrEqual(before + QUOTE_VALIDITY_MS - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + QUOTE_VALIDITY_MS + 1_000);
  });

  it('an expired quote cannot be ordered, shows as expired, and can be priced again or sent to the shop', async () => {
    const quote = await newQuote('PLA');
    await expire(quote.id);
    expect((await getQuote(quote.id)).expired).toBe(true);
    const refused = await order(quote.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'quote_expired',
      message: expect.stringMatching(/has expired/),
    });

    const requested = await call(
      'POST',
      `/api/custom-prints/quotes/${quote.id}/request`,
      customer,
      { note: 'Still want it.' },
    );
    expect(requested.statusCode).toBe(200);
    expect(requested.json().quote).toMatchObject({ status: 'requested', expired: false });

    const fresh = await newQuote('PLA');
    expect((await order(fresh.id)).statusCode).toBe(201);
  });
});

describe('saving materials or rates prices the open instant quotes again', () => {
  it('a material price change re-prices its open quotes with the server formula; ordered and other materials untouched', async () => {
    const open = await newQuote('PETG');
    const ordered = await newQuote('PETG');
    expect((await order(ordered.id)).statusCode).toBe(201);
    const other = await newQuote('PLA');
    const petg = material('PETG');
    const updated = { ...petg, pricePerGramCents: petg.pricePerGramCents * 3, isActive: true };
    const { id: _id, ...body } = updated;
    expect(
      (await call('PUT', `/api/admin/custom-prints/materials/${petg.id}`, admin, body)).statusCode,
    ).toBe(200);

    const constants = (await call('GET', '/api/admin/custom-prints/pricing', admin)).json()
      .constants;
    const expected = pricePrint(
      {
        volumeMm3: size[0] * size[1] * size[2],
        surfaceAreaMm2: 2 * (size[0] * size[1] + size[0] * size[2] + size[1] * size[2]),
        sizeMm: size,
      },
      updated,
      { quality: 'standard', infillPercent: 20, quantity: 2 },
      constants,
    );
    const repriced = await getQuote(open.id);
    expect(repriced.priceCents).toBe(expected.totalCents);
    expect(repriced.priceCents).toBeGreaterThan(open.priceCents);
    expect(repriced.formulaPriceCents).toBe(expected.totalCents);
    expect((await getQuote(ordered.id)).priceCents).toBe(ordered.priceCents);
    expect((await getQuote(other.id)).priceCents).toBe(other.priceCents);
  });

  it('new constants re-price every open instant quote; an expired or requested one keeps its price', async () => {
    const open = await newQuote('PLA');
    const old = await newQuote('PLA');
    await expire(old.id);
    const requested = await newQuote('PLA');
    await call('POST', `/api/custom-prints/quotes/${requested.id}/request`, customer, { note: '' });
    const constants = {
      ...DEFAULT_PRICING_CONSTANTS,
      preparationCentsPerModel: DEFAULT_PRICING_CONSTANTS.preparationCentsPerModel + 1_000,
    };
    expect(
      (await call('PUT', '/api/admin/custom-prints/pricing', admin, constants)).statusCode,
    ).toBe(200);

    expect((await getQuote(open.id)).priceCents).toBeGreaterThan(open.priceCents);
    expect((await getQuote(old.id)).priceCents).toBe(old.priceCents);
    expect((await getQuote(requested.id)).priceCents).toBe(requested.priceCents);
  });

  it('a material taken off sale expires its open quotes instead of leaving them orderable', async () => {
    const quote = await newQuote('PLA');
    const pla = material('PLA');
    const { id: _id, ...body } = { ...pla, isActive: false };
    expect(
      (await call('PUT', `/api/admin/custom-prints/materials/${pla.id}`, admin, body)).statusCode,
    ).toBe(200);
    expect((await getQuote(quote.id)).expired).toBe(true);
    expect((await order(quote.id)).json().error).toBe('quote_expired');
  });
});
