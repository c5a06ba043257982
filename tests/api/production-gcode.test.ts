import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import type { JobView, PrinterView } from '#core/production/production-schemas';
import { productVariants } from '../../src/db/schema/catalog';
import { loadConfig } from '../../src/server/config';
import { multipartBody } from '../support/model-upload';
import { createProduct } from '../support/store-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestUser, type TestUser } from '../support/test-users';

// Decision 169 with the real PrusaSlicer: an assigned job is sliced for its printer's profile
// (bed and nozzle) by the quotes' slicer, kept in shop storage and downloaded for the SD card.
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    slicer: {
      ...loadConfig({ SLICER_TIMEOUT_SECONDS: '30' }).slicer,
      path: '/usr/bin/prusa-slicer',
    },
  });
  admin = await createTestUser(t.app, { role: 'admin' });
  await t.app.slicer.idle();
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: admin.authorization } });

/** A printed-to-order variant with a box model, and a printer loaded with its colour. */
async function setUpPrint(box: [number, number, number], printerName: string) {
  const colour = `Black-${randomUUID().slice(0, 4)}`;
  const product = await createProduct(t.app, { quantity: 0 });
  const [variant] = await t.app.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  expect(
    (
      await call('PUT', `/api/admin/production/variants/${variant!.id}/print`, {
        printedToOrder: true,
        material: 'PLA',
        colour,
        quality: 'draft',
      })
    ).statusCode,
  ).toBe(200);
  const { payload, headers } = multipartBody(encodeBinaryStl(makeBox(box)), 'coaster.stl');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/production/variants/${variant!.id}/model`,
    payload,
    headers: { ...headers, authorization: admin.authorization },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const printer = (
    await call('POST', '/api/admin/production/printers', {
      name: printerName,
      bedXMm: 180,
      bedYMm: 170,
      bedZMm: 160,
      nozzleMm: 0.6,
      material: 'PLA',
      colour,
    })
  ).json() as PrinterView;
  return { variantId: variant!.id, printer };
}

/** A restock job of `pieces` on one plate, once its slice has finished. */
async function slicedRestock(variantId: string, pieces: number) {
  const job = (
    await call('POST', '/api/admin/production/jobs', { variantId, pieces })
  ).json() as JobView;
  await t.app.gcode.idle();
  return (await call('GET', `/api/admin/production/jobs/${job.id}`)).json().job as JobView;
}

describe('G-code per printer', () => {
  it("slices an assigned job with its printer's bed and nozzle, stores it and serves it as a download", async () => {
    const { variantId, printer } = await setUpPrint([20, 20, 5], 'Mini');
    const job = (
      await call('POST', '/api/admin/production/jobs', { variantId, pieces: 1 })
    ).json() as JobView;
    expect(job).toMatchObject({ state: 'assigned', printerId: printer.id, gcodeStatus: 'queued' });
    expect((await call('GET', `/api/admin/production/jobs/${job.id}/gcode`)).statusCode).toBe(409);
    await t.app.gcode.idle();
    const sliced = (await call('GET', `/api/admin/production/jobs/${job.id}`)).json()
      .job as JobView;
    expect(sliced).toMatchObject({
      gcodeStatus: 'ready',
      gcodeReady: true,
      gcodePrinterId: printer.id,
    });
    expect(sliced.gramsPerPiece).toBeGreaterThan(0);
    expect(sliced.printSeconds).toBeGreaterThan(0);
    const file = await call('GET', `/api/admin/production/jobs/${job.id}/gcode`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".*Mini\.gcode"$/);
    expect(file.body).toMatch(/^G1 /m);
    expect(file.body).toContain('; nozzle_diameter = 0.6');
    expect(file.body).toContain('; bed_shape = 0x0,180x0,180x170,0x170');
    // Only the owner: a customer's token is refused.
    const customer = await createTestUser(t.app);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/admin/production/jobs/${job.id}/gcode`,
      headers: { authorization: customer.authorization },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('slices a plate of pieces as that many copies, and counts grams per piece', async () => {
    const { variantId } = await setUpPrint([20, 20, 5], 'Plate');
    const one = await slicedRestock(variantId, 1);
    await call('POST', `/api/admin/production/jobs/${one.id}/actions`, {
      action: 'cancel',
      version: one.version,
    });
    const three = await slicedRestock(variantId, 3);
    expect(three).toMatchObject({ pieces: 3, gcodeStatus: 'ready' });
    // Three copies use three times the filament of one: grams per piece stay those of one.
    expect(Math.abs(three.gramsPerPiece! - one.gramsPerPiece!)).toBeLessThanOrEqual(1);
    expect(three.printSeconds!).toBeGreaterThan(2.5 * one.printSeconds!);
  });

  it("fails a plate that does not fit the printer's bed, saying so", async () => {
    const { variantId } = await setUpPrint([100, 100, 5], 'Small bed');
    const plate = await slicedRestock(variantId, 3);
    expect(plate).toMatchObject({
      gcodeStatus: 'failed',
      gcodeReady: false,
      gcodeMessage:
        'The slice failed: The 3 pieces of this plate do not fit the printer’s bed together.',
    });
  });
});
