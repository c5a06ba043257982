import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import type { JobView, PrinterView } from '#core/production/production-schemas';
import { printJobs } from '../../src/db/schema/production';
import { GCODE_BUCKET } from '../../src/server/production/gcode-dispatcher';
import { uploadModel } from '../support/model-upload';
import { startFakeOctoPrint, type FakeOctoPrint } from '../support/printer-fakes/fake-octoprint';
import { cheapestRate, placeOrder } from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { type TestUser, useTestUser } from '../support/test-users';

/**
 * The customer's order page follows the shop's own records of its prints: a line printing on a
 * connected printer reads "printing", and nothing the printer says (its address, file, progress,
 * temperatures, its words) reaches the customer.
 */
const t = useTestApp();
const customer = useTestUser(t);
const admin = useTestUser(t, { role: 'admin' });

const call = (method: 'GET' | 'POST', url: string, who: TestUser, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: who.authorization } });

async function ok<T>(
  res: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status = 200,
) {
  const r = await res;
  if (r.statusCode !== status)
    throw new Error(`expected ${status}, got ${r.statusCode}: ${r.body}`);
  return r.json() as T;
}

let fake: FakeOctoPrint;
beforeAll(async () => {
  fake = await startFakeOctoPrint({ printSeconds: 600 });
});
afterAll(async () => {
  await fake.close();
});

async function quotedOrder(material: string) {
  const { material: created } = await ok<{ material: { id: string } }>(
    call('POST', '/api/admin/custom-prints/materials', admin, {
      name: material,
      process: 'fdm',
      densityGPerCm3: 1.27,
      pricePerGramCents: 6,
      colours: ['Blue'],
      isActive: true,
    }),
    201,
  );
  const { model } = (
    await uploadModel(
      t.app,
      encodeBinaryStl(makeBox([30, 20, 10])),
      'part.stl',
      customer.authorization,
    )
  ).json();
  const { quote } = await ok<{ quote: { id: string } }>(
    call('POST', '/api/custom-prints/quotes', customer, {
      modelId: model.id,
      materialId: created.id,
      colour: 'Blue',
      quality: 'standard',
      infillPercent: 20,
      quantity: 1,
      rush: 'standard',
    }),
    201,
  );
  const rate = await cheapestRate(t.app);
  const placed = await placeOrder(t.app, customer.authorization, {
    items: [{ quoteId: quote.id, quantity: 1 }],
    shippingRateId: rate.id,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { id: string; orderNumber: string };
}

describe("the customer's print progress", () => {
  it('reads printing for a line printing on a connected printer, and carries nothing of the printer', async () => {
    const material = `PETG-${randomUUID().slice(0, 8)}`;
    const printer = await ok<PrinterView>(
      call('POST', '/api/admin/production/printers', admin, {
        name: `Octo ${randomUUID().slice(0, 6)}`,
        kind: 'octoprint',
        baseUrl: fake.url,
        apiKey: fake.apiKey,
        bedXMm: 220,
        bedYMm: 220,
        bedZMm: 250,
        nozzleMm: 0.4,
        material,
        colour: 'Blue',
      }),
      201,
    );
    const placed = await quotedOrder(material);
    const [job] = (
      await ok<{ jobs: JobView[] }>(call('GET', `/api/admin/orders/${placed.id}/production`, admin))
    ).jobs;
    expect(job).toMatchObject({ state: 'assigned', printerId: printer.id });
    // Its G-code sliced (no slicer runs here): the driver uploads and starts it on the fake.
    const ref = `test-${randomUUID()}.gcode`;
    await t.app.storage.put(GCODE_BUCKET, ref, Buffer.from('G28\nG1 X10\n'), {
      contentType: 'text/x.gcode',
    });
    await t.app.db
      .update(printJobs)
      .set({ gcodeStatus: 'ready', gcodeRef: ref, gcodePrinterId: printer.id })
      .where(eq(printJobs.id, job!.id));
    await expect
      .poll(
        async () => {
          await t.app.printerDriver.tick();
          return (
            await ok<{ job: JobView }>(call('GET', `/api/admin/production/jobs/${job!.id}`, admin))
          ).job.state;
        },
        { timeout: 15_000 },
      )
      .toBe('printing');
    expect(fake.control.printsStarted()).toBe(1);

    const res = await call('GET', `/api/orders/${placed.id}/production`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Exactly the documented fields, at both levels.
    expect(Object.keys(body).sort()).toEqual([
      'lines',
      'orderId',
      'orderNumber',
      'productionStatus',
    ]);
    expect(body.lines).toHaveLength(1);
    expect(Object.keys(body.lines[0]).sort()).toEqual(['name', 'orderItemId', 'quantity', 'state']);
    expect(body.lines[0].state).toBe('printing');
    for (const secret of [fake.url, fake.apiKey, printer.id, printer.name, 'lw-', 'gcode'])
      expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/link|progress|nozzle|bed|temperature|secondsLeft/i);
  });
});
