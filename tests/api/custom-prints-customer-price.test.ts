import { beforeAll, describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import {
  printMaterial,
  requestQuote,
  uploadModel,
  type PrintMaterial,
} from '../support/model-upload';
import { useTestApp } from '../support/test-app';
import { type TestUser, useTestUser } from '../support/test-users';

// Decision 173 at the API: the customer's answers carry the customer's price lines only; the
// shop's cost breakdown (material, machine time, electricity, markup, the minimum) is the owner's.
const t = useTestApp();
const customer = useTestUser(t);
const admin = useTestUser(t, { role: 'admin' });
let pla: PrintMaterial;
beforeAll(async () => {
  pla = await printMaterial(t.app, 'PLA');
});

const call = (method: 'GET' | 'POST', url: string, who?: TestUser, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: who.authorization } : {} });

/** Every key of a JSON answer, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}
/** Every string of a JSON answer, at any depth (the lines' labels among them). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const COST_KEY =
  /electricity|markup|material(Cost|Cents)|machine|minimum|subtotal|fillFactor|grams|printHours|unitCents|piecesCents/i;
const COST_LABEL = /Material per piece|Machine time|Electricity|Markup|minimum price/i;

function expectCustomerOnly(body: unknown) {
  expect(keysOf(body).filter((key) => COST_KEY.test(key))).toEqual([]);
  expect(stringsOf(body).filter((text) => COST_LABEL.test(text))).toEqual([]);
}
function expectOwnerCosts(body: unknown) {
  expect(keysOf(body)).toEqual(
    expect.arrayContaining([
      'materialCentsPerUnit',
      'machineCentsPerUnit',
      'electricityCentsPerUnit',
      'markupPercent',
      'markupCentsPerUnit',
      'minimumApplied',
    ]),
  );
}

async function uploadBox(size: [number, number, number], who?: TestUser) {
  const res = await uploadModel(
    t.app,
    encodeBinaryStl(makeBox(size)),
    'box.stl',
    who?.authorization,
  );
  expect(res.statusCode).toBe(201);
  return res.json().model.id as string;
}
const choice = (modelId: string, extra: object = {}) => ({
  modelId,
  materialId: pla.id,
  colour: pla.colours[0]!,
  quality: 'standard',
  infillPercent: 20,
  quantity: 3,
  ...extra,
});

describe("the customer's quote and estimate answers", () => {
  it('the estimate carries the price lines, print, start-up and total, no cost field', async () => {
    const modelId = await uploadBox([40, 30, 20]);
    const res = await call('POST', '/api/custom-prints/estimate', undefined, choice(modelId));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectCustomerOnly(body);
    const { price } = body;
    expect(price.lines.map((l: { label: string }) => l.label)).toContain(
      'Preparation (once per model)',
    );
    const sum = price.lines.reduce((s: number, l: { cents: number }) => s + l.cents, 0);
    expect(sum).toBe(price.printCents);
    expect(price.startupCents).toBeGreaterThan(0);
    expect(price.startupLabel).toBe('Print start-up (PLA)');
    expect(price.totalCents).toBe(price.printCents + price.startupCents);
  });

  it("every customer route's quote is cost-free while the admin routes keep the breakdown", async () => {
    const modelId = await uploadBox([40, 30, 20], customer);
    const created = await requestQuote(t.app, choice(modelId), customer.authorization);
    expect(created.statusCode).toBe(201);
    expectCustomerOnly(created.json());
    const id = created.json().quote.id as string;

    const byId = await call('GET', `/api/custom-prints/quotes/${id}`, customer);
    expect(byId.statusCode).toBe(200);
    expectCustomerOnly(byId.json());
    const requested = await call('POST', `/api/custom-prints/quotes/${id}/request`, customer, {
      note: 'Please check the wall thickness.',
    });
    expect(requested.statusCode).toBe(200);
    expectCustomerOnly(requested.json());
    const mine = await call('GET', '/api/custom-prints/quotes', customer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().quotes.map((q: { id: string }) => q.id)).toContain(id);
    expectCustomerOnly(mine.json());

    // The owner's answers: the same quote with every cost part.
    const owner = await call('GET', `/api/admin/custom-prints/quotes/${id}`, admin);
    expect(owner.statusCode).toBe(200);
    expectOwnerCosts(owner.json());
    const { breakdown } = owner.json().quote;
    expect(breakdown.materialCentsPerUnit).toBeGreaterThan(0);
    expect(breakdown.machineCentsPerUnit).toBeGreaterThan(0);
    expect(byId.json().quote.price.printCents).toBe(breakdown.totalCents);
    expect(byId.json().quote.price.startupCentsPerMaterial).toBe(breakdown.startupCentsPerMaterial);
    const list = await call('GET', '/api/admin/custom-prints/quotes', admin);
    expect(list.statusCode).toBe(200);
    expectOwnerCosts(list.json());
    const decided = await call('POST', `/api/admin/custom-prints/quotes/${id}/decision`, admin, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);
    expectOwnerCosts(decided.json());

    // The anonymous page's reads of an unclaimed quote are the customer's too.
    const anonymousModel = await uploadBox([20, 20, 20]);
    const anonymous = await requestQuote(t.app, choice(anonymousModel));
    expectCustomerOnly(anonymous.json());
    const read = await call('GET', `/api/custom-prints/quotes/${anonymous.json().quote.id}`);
    expect(read.statusCode).toBe(200);
    expectCustomerOnly(read.json());
  });

  it('a job under the minimum reads as one print job line; only the owner sees the minimum', async () => {
    const modelId = await uploadBox([5, 5, 5]);
    const created = await requestQuote(t.app, choice(modelId, { quantity: 1 }));
    expect(created.statusCode).toBe(201);
    const { quote } = created.json();
    expectCustomerOnly(created.json());
    expect(quote.price.lines).toEqual([
      { label: 'Print job (1 piece)', cents: quote.priceCents, kind: 'job' },
    ]);
    const owner = await call('GET', `/api/admin/custom-prints/quotes/${quote.id}`, admin);
    expect(owner.json().quote.breakdown).toMatchObject({
      minimumApplied: true,
      totalCents: quote.priceCents,
    });
  });
});
