import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { pricePrint } from '#core/custom-prints/price-print';
import { DEFAULT_PRICING_CONSTANTS, PRICING_SETTINGS_KEY } from '#core/custom-prints/print-schemas';
import { orders } from '../../src/db/schema/sales';
import { settings } from '../../src/db/schema/operations';
import { requestQuote, uploadModel } from '../support/model-upload';
import { cheapestRate, createProduct, placeOrder } from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { type TestUser, useTestUser } from '../support/test-users';

// Decision 124 at the server: the quote's parts, and the start-up cost once per material per order.
const materials = new Map<string, { id: string; colours: string[] }>();
const t = useTestApp();
const customer = useTestUser(t);
const admin = useTestUser(t, { role: 'admin' });
beforeAll(async () => {
  const options = (await t.app.inject({ method: 'GET', url: '/api/custom-prints/options' })).json();
  for (const m of options.materials) materials.set(m.name, m);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: TestUser, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: who.authorization } : {} });

async function newQuote(
  material: string,
  extra: object = {},
  size: [number, number, number] = [20, 20, 20],
) {
  const { model } = (
    await uploadModel(t.app, encodeBinaryStl(makeBox(size)), 'cube.stl', customer.authorization)
  ).json();
  const m = materials.get(material)!;
  const res = await requestQuote(
    t.app,
    { modelId: model.id, materialId: m.id, colour: m.colours[0]!, quantity: 5, ...extra },
    customer.authorization,
  );
  expect(res.statusCode).toBe(201);
  const quote = res.json().quote as {
    id: string;
    priceCents: number;
    notOrderableReason: string | null;
  };
  // The parts of the price are the owner's to read (decision 173): Admin → Quotes' answer.
  const owner = await call('GET', `/api/admin/custom-prints/quotes/${quote.id}`, admin);
  expect(owner.statusCode).toBe(200);
  return { ...quote, breakdown: owner.json().quote.breakdown as Record<string, unknown> };
}

async function order(items: object[]) {
  const rate = await cheapestRate(t.app);
  return placeOrder(t.app, customer.authorization, { items, shippingRateId: rate.id });
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('the charged total (decision 124)', () => {
  it('charges the start-up once per material: two PLA quotes and one PETG pay it twice', async () => {
    const a = await newQuote('PLA');
    const b = await newQuote('PLA', { quantity: 2 });
    const c = await newQuote('PETG');
    const product = await createProduct(t.app, { price: '12.50', quantity: 5 });
    const res = await order([
      { quoteId: a.id },
      { quoteId: b.id },
      { quoteId: c.id },
      { productId: product.id, quantity: 1, printStartupAmount: '0.00', total: '1.00' },
    ]);
    expect(res.statusCode).toBe(201);
    const placed = res.json();
    const startup = 2 * DEFAULT_PRICING_CONSTANTS.startupCentsPerMaterial;
    const subtotal = a.priceCents + b.priceCents + c.priceCents + 1250;
    expect(cents(placed.subtotal)).toBe(subtotal);
    expect(cents(placed.printStartupAmount)).toBe(startup);
    expect(cents(placed.total)).toBe(subtotal + startup + cents(placed.shippingAmount));
    const [row] = await t.app.db
      .select({ startup: orders.printStartupAmount, total: orders.total })
      .from(orders)
      .where(eq(orders.id, placed.id));
    expect(row).toEqual({ startup: placed.printStartupAmount, total: placed.total });
    // The owner's CSV export lists it beside the other amounts that make up the total.
    const csv = await call('GET', `/api/admin/orders/export.csv?q=${placed.orderNumber}`, admin);
    expect(csv.statusCode).toBe(200);
    const [exported] = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(exported).toMatchObject({
      'Order Number': placed.orderNumber,
      'Print Start-up': placed.printStartupAmount,
      Total: placed.total,
    });
  });

  it('an order without custom prints has no start-up cost: total = subtotal + shipping', async () => {
    const product = await createProduct(t.app, { price: '20.00', quantity: 5 });
    const res = await order([{ productId: product.id, quantity: 2 }]);
    expect(res.statusCode).toBe(201);
    const placed = res.json();
    expect(placed.printStartupAmount).toBe('0.00');
    expect(cents(placed.total)).toBe(4000 + cents(placed.shippingAmount));
  });

  it('prices five copies of one model with preparation once, and rush at its surcharge', async () => {
    const standard = await newQuote('PLA');
    const rush = await newQuote('PLA', { rush: 'rush' });
    const pla = materials.get('PLA')! as unknown as Parameters<typeof pricePrint>[1];
    const cube = {
      volumeMm3: 8000,
      surfaceAreaMm2: 2400,
      sizeMm: [20, 20, 20] as [number, number, number],
    };
    const options = { quality: 'standard', infillPercent: 20, quantity: 5 } as const;
    const expected = pricePrint(cube, pla, options, DEFAULT_PRICING_CONSTANTS);
    const expectedRush = pricePrint(
      cube,
      pla,
      { ...options, rush: 'rush' },
      DEFAULT_PRICING_CONSTANTS,
    );
    expect(standard.priceCents).toBe(expected.totalCents);
    expect(standard.breakdown).toMatchObject({
      preparationCents: DEFAULT_PRICING_CONSTANTS.preparationCentsPerModel,
      piecesCents: 5 * expected.unitCents,
      rushLevel: 'standard',
    });
    expect(rush.priceCents).toBe(expectedRush.totalCents);
    expect(rush.breakdown).toMatchObject({
      rushLevel: 'rush',
      rushSurchargePercent: DEFAULT_PRICING_CONSTANTS.rushLevels.rush.surchargePercent,
      leadTimeDays: DEFAULT_PRICING_CONSTANTS.rushLevels.rush.leadTimeDays,
    });
    expect(rush.priceCents).toBeGreaterThan(standard.priceCents);
  });

  it('above the quantity threshold the customer asks for a custom quote instead of ordering', async () => {
    const big = await newQuote('PLA', {
      quantity: DEFAULT_PRICING_CONSTANTS.customQuoteAboveQuantity + 1,
    });
    expect(big.notOrderableReason).toBe('custom_quote');
    expect(big.breakdown.customQuoteReason).toBe('quantity');
    const refused = await order([{ quoteId: big.id }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('custom_quote_required');
    // The owner's decision makes it orderable.
    await call('POST', `/api/custom-prints/quotes/${big.id}/request`, customer, { note: '' });
    await call('POST', `/api/admin/custom-prints/quotes/${big.id}/decision`, admin, {
      decision: 'approve',
    });
    expect((await order([{ quoteId: big.id }])).statusCode).toBe(201);
  });

  it("an older shop's saved constants still price: its per-piece setup fee is preparation once", async () => {
    const old = {
      machineRateCentsPerHour: 300,
      setupFeeCents: 800,
      minimumPriceCents: 0,
      buildVolumeMm: { x: 250, y: 210, z: 210 },
      shellThicknessMm: 1.2,
      fdmThroughputMm3PerHour: 15_000,
      resinHeightMmPerHour: 20,
    };
    await t.app.db
      .insert(settings)
      .values({ key: PRICING_SETTINGS_KEY, value: old })
      .onConflictDoUpdate({ target: settings.key, set: { value: old } });
    try {
      const quote = await newQuote('PLA');
      expect(quote.breakdown.preparationCents).toBe(800);
      const pricing = await call('GET', '/api/admin/custom-prints/pricing', admin);
      expect(pricing.json().constants).toMatchObject({
        preparationCentsPerModel: 800,
        quantityBreaks: DEFAULT_PRICING_CONSTANTS.quantityBreaks,
      });
    } finally {
      await call('PUT', '/api/admin/custom-prints/pricing', admin, DEFAULT_PRICING_CONSTANTS);
    }
  });
});
