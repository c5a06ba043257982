import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_CONSTANTS } from '#core/custom-prints/print-schemas';
import { pricePrint } from '#core/custom-prints/price-print';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { mailOutbox } from '../../src/db/schema/operations';
import { uploadModel } from '../support/model-upload';
import { useTestApp } from '../support/test-app';
import { createTestUser, type TestUser, useTestUser } from '../support/test-users';

let pla: {
  id: string;
  name: string;
  colours: string[];
  densityGPerCm3: number;
  pricePerGramCents: number;
  process: 'fdm';
};
const t = useTestApp();
const customer = useTestUser(t);
const admin = useTestUser(t, { role: 'admin' });
beforeAll(async () => {
  const options = (await t.app.inject({ method: 'GET', url: '/api/custom-prints/options' })).json();
  pla = options.materials.find((m: { name: string }) => m.name === 'PLA');
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: TestUser,
  payload?: object,
) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: who.authorization } : {} });

async function uploadBox(size: [number, number, number], who?: TestUser) {
  const res = await uploadModel(
    t.app,
    encodeBinaryStl(makeBox(size)),
    'box.stl',
    who?.authorization,
  );
  expect(res.statusCode).toBe(201);
  return res.json().model as { id: string };
}

const choices = (modelId: string, extra: object = {}) => ({
  modelId,
  materialId: pla.id,
  colour: 'Red',
  quality: 'standard',
  infillPercent: 20,
  quantity: 2,
  ...extra,
});

describe('options and instant price', () => {
  it('lists the seeded materials with colours, the qualities and the constants', async () => {
    const res = await call('GET', '/api/custom-prints/options');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.materials.map((m: { name: string }) => m.name)).toEqual([
      'PLA',
      'PETG',
      'TPU',
      'Resin',
    ]);
    expect(pla).toMatchObject({ process: 'fdm', densityGPerCm3: 1.24, pricePerGramCents: 5 });
    expect(body.constants).toEqual(DEFAULT_PRICING_CONSTANTS);
    expect(body.qualities.map((q: { id: string }) => q.id)).toEqual(['draft', 'standard', 'fine']);
  });

  it('prices from the stored geometry with the core formula, ignoring any price the client sends', async () => {
    const model = await uploadBox([60, 40, 30]);
    const res = await call('POST', '/api/custom-prints/estimate', undefined, {
      ...choices(model.id),
      totalCents: 1,
      price: 1,
    });
    expect(res.statusCode).toBe(200);
    const expected = pricePrint(
      { volumeMm3: 72_000, surfaceAreaMm2: 2 * (2400 + 1800 + 1200), sizeMm: [60, 40, 30] },
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 2 },
      DEFAULT_PRICING_CONSTANTS,
    );
    expect(res.json().price.printCents).toBe(expected.totalCents);
    const quote = await call('POST', '/api/custom-prints/quotes', undefined, choices(model.id));
    expect(quote.statusCode).toBe(201);
    expect(quote.json().quote).toMatchObject({
      status: 'priced',
      priceCents: expected.totalCents,
      formulaPriceCents: expected.totalCents,
      materialName: 'PLA',
      colour: 'Red',
    });
    // The shop's own costs are the owner's to read (decision 173).
    const owner = await call(
      'GET',
      `/api/admin/custom-prints/quotes/${quote.json().quote.id}`,
      admin,
    );
    expect(owner.json().quote.breakdown.totalCents).toBe(expected.totalCents);
    expect(owner.json().quote.breakdown.materialCentsPerUnit).toBe(expected.materialCentsPerUnit);
  });

  it.each([
    [
      'an unknown model',
      { modelId: '00000000-0000-4000-8000-000000000000' },
      404,
      'model_not_found',
    ],
    ['a colour the material lacks', { colour: 'Gold' }, 400, 'colour_unavailable'],
    ['a quantity of 0', { quantity: 0 }, 400, 'validation_failed'],
    ['infill over 100 %', { infillPercent: 120 }, 400, 'validation_failed'],
  ])('refuses %s', async (_name, extra, status, code) => {
    const model = await uploadBox([10, 10, 10]);
    const res = await call(
      'POST',
      '/api/custom-prints/estimate',
      undefined,
      choices(model.id, extra),
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(code);
  });
});

describe("quote requests and the owner's decision", () => {
  it('request → adjust → the customer sees the new price and gets an e-mail', async () => {
    const model = await uploadBox([30, 30, 30], customer);
    const { quote } = (
      await call('POST', '/api/custom-prints/quotes', customer, choices(model.id))
    ).json();

    expect(
      (
        await call('POST', `/api/custom-prints/quotes/${quote.id}/request`, undefined, {
          note: 'x',
        })
      ).statusCode,
    ).toBe(401);
    const requested = await call(
      'POST',
      `/api/custom-prints/quotes/${quote.id}/request`,
      customer,
      { note: 'Can you print it hollow?' },
    );
    expect(requested.statusCode).toBe(200);
    expect(requested.json().quote).toMatchObject({
      status: 'requested',
      customerNote: 'Can you print it hollow?',
    });
    expect(
      (await call('POST', `/api/custom-prints/quotes/${quote.id}/request`, customer, { note: '' }))
        .statusCode,
    ).toBe(409);

    const mine = (await call('GET', '/api/custom-prints/quotes', customer)).json().quotes;
    expect(mine.map((q: { id: string }) => q.id)).toContain(quote.id);

    const list = await call('GET', '/api/admin/custom-prints/quotes?status=requested', admin);
    expect(list.json().items.find((q: { id: string }) => q.id === quote.id)).toMatchObject({
      customerEmail: customer.email,
    });

    expect(
      (
        await call('POST', `/api/admin/custom-prints/quotes/${quote.id}/decision`, customer, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(403);
    const noNote = await call(
      'POST',
      `/api/admin/custom-prints/quotes/${quote.id}/decision`,
      admin,
      { decision: 'adjust', priceCents: 4321 },
    );
    expect(noNote.statusCode).toBe(400);
    const adjusted = await call(
      'POST',
      `/api/admin/custom-prints/quotes/${quote.id}/decision`,
      admin,
      {
        decision: 'adjust',
        priceCents: 4321,
        note: 'Hollow with 2 mm walls.',
      },
    );
    expect(adjusted.statusCode).toBe(200);
    expect(adjusted.json().quote).toMatchObject({
      status: 'adjusted',
      priceCents: 4321,
      adminNote: 'Hollow with 2 mm walls.',
    });

    const seen = (await call('GET', `/api/custom-prints/quotes/${quote.id}`, customer)).json()
      .quote;
    expect(seen).toMatchObject({ status: 'adjusted', priceCents: 4321 });
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your custom print quote: $43.21');
    expect(mails[0]!.text).toContain('Hollow with 2 mm walls.');
  });

  it('a claimed quote is hidden from other accounts', async () => {
    const model = await uploadBox([10, 10, 10], customer);
    const { quote } = (
      await call('POST', '/api/custom-prints/quotes', customer, choices(model.id))
    ).json();
    const stranger = await createTestUser(t.app);
    expect((await call('GET', `/api/custom-prints/quotes/${quote.id}`, stranger)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/custom-prints/quotes/${quote.id}/request`, stranger, { note: '' }))
        .statusCode,
    ).toBe(404);
  });

  it('an instant quote that was never requested cannot be decided', async () => {
    const model = await uploadBox([10, 10, 10]);
    const { quote } = (
      await call('POST', '/api/custom-prints/quotes', undefined, choices(model.id))
    ).json();
    const res = await call('POST', `/api/admin/custom-prints/quotes/${quote.id}/decision`, admin, {
      decision: 'approve',
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('the owner tunes materials and constants', () => {
  it('only the admin reads or writes them', async () => {
    expect((await call('GET', '/api/admin/custom-prints/materials')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/custom-prints/materials', customer)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', '/api/admin/custom-prints/pricing', customer, DEFAULT_PRICING_CONSTANTS))
        .statusCode,
    ).toBe(403);
  });

  it('adds, edits and deactivates a material; inactive ones are not offered or priced', async () => {
    const created = await call('POST', '/api/admin/custom-prints/materials', admin, {
      name: 'Nylon',
      process: 'fdm',
      densityGPerCm3: 1.14,
      pricePerGramCents: 12.5,
      colours: ['Natural'],
      isActive: true,
    });
    expect(created.statusCode).toBe(201);
    const nylon = created.json().material;
    expect(nylon).toMatchObject({ name: 'Nylon', pricePerGramCents: 12.5, densityGPerCm3: 1.14 });
    const duplicate = await call('POST', '/api/admin/custom-prints/materials', admin, {
      ...nylon,
      id: undefined,
    });
    expect(duplicate.statusCode).toBe(409);

    const off = await call('PUT', `/api/admin/custom-prints/materials/${nylon.id}`, admin, {
      ...nylon,
      id: undefined,
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    const offered = (await call('GET', '/api/custom-prints/options'))
      .json()
      .materials.map((m: { name: string }) => m.name);
    expect(offered).not.toContain('Nylon');
    const model = await uploadBox([10, 10, 10]);
    const res = await call(
      'POST',
      '/api/custom-prints/estimate',
      undefined,
      choices(model.id, { materialId: nylon.id, colour: 'Natural' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('material_inactive');
  });

  it('saves the constants: a new minimum price and a smaller printer bed apply at once', async () => {
    const constants = { ...DEFAULT_PRICING_CONSTANTS, minimumPriceCents: 7777 };
    const saved = await call('PUT', '/api/admin/custom-prints/pricing', admin, constants);
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/custom-prints/pricing', admin)).json().constants).toEqual(
      constants,
    );
    const small = await uploadBox([10, 10, 10]);
    const price = (
      await call(
        'POST',
        '/api/custom-prints/estimate',
        undefined,
        choices(small.id, { quantity: 1 }),
      )
    ).json().price;
    // The customer reads the minimum as the job's price; the owner reads that it was applied.
    expect(price).toMatchObject({
      printCents: 7777,
      lines: [{ label: 'Print job (1 piece)', cents: 7777, kind: 'job' }],
    });
    const stored = await call(
      'POST',
      '/api/custom-prints/quotes',
      undefined,
      choices(small.id, { quantity: 1 }),
    );
    const owner = await call(
      'GET',
      `/api/admin/custom-prints/quotes/${stored.json().quote.id}`,
      admin,
    );
    expect(owner.json().quote.breakdown).toMatchObject({ totalCents: 7777, minimumApplied: true });
    // What fits is the printer profile's bed (decision 126), even with the slicer off.
    const bed = await call('PUT', '/api/admin/slicer/profiles/printer/default', admin, {
      name: 'small.ini',
      ini: 'bed_shape = 0x0,50x0,50x50,0x50\nmax_print_height = 50\n',
    });
    expect(bed.statusCode).toBe(200);
    const options = (await call('GET', '/api/custom-prints/options')).json();
    expect(options.printerBedMm).toEqual({ x: 50, y: 50, z: 50 });
    expect(options.constants).not.toHaveProperty('buildVolumeMm');
    const big = await uploadModel(t.app, encodeBinaryStl(makeBox([60, 10, 10])), 'big.stl');
    expect(big.statusCode).toBe(422);
    expect(big.json().message).toMatch(/50\.0 × 50\.0 × 50\.0 mm/);
    // A printer profile that does not say its bed is refused: it would leave what fits unknown.
    const bedless = await call('PUT', '/api/admin/slicer/profiles/printer/default', admin, {
      name: 'nozzle.ini',
      ini: 'nozzle_diameter = 0.6\n',
    });
    expect(bedless.statusCode).toBe(400);
    expect(bedless.json().message).toMatch(/bed_shape and max_print_height/);
    await call('DELETE', '/api/admin/slicer/profiles/printer/default', admin);
    expect(
      (await uploadModel(t.app, encodeBinaryStl(makeBox([60, 10, 10])), 'big.stl')).statusCode,
    ).toBe(201);
    const invalid = await call('PUT', '/api/admin/custom-prints/pricing', admin, {
      ...constants,
      preparationCentsPerModel: -1,
    });
    expect(invalid.statusCode).toBe(400);
    const unsorted = await call('PUT', '/api/admin/custom-prints/pricing', admin, {
      ...constants,
      quantityBreaks: [
        { minQuantity: 20, discountPercent: 10 },
        { minQuantity: 10, discountPercent: 5 },
      ],
    });
    expect(unsorted.statusCode).toBe(400);
    await call('PUT', '/api/admin/custom-prints/pricing', admin, DEFAULT_PRICING_CONSTANTS);
  });
});
