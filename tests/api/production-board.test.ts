import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import type { JobView, PrinterView } from '#core/production/production-schemas';
import { productVariants } from '../../src/db/schema/catalog';
import { mailOutbox } from '../../src/db/schema/operations';
import { orderEvents } from '../../src/db/schema/sales';
import { printJobs } from '../../src/db/schema/production';
import { createOrderJobs } from '../../src/server/production/create-order-jobs';
import { multipartBody, uploadModel } from '../support/model-upload';
import { cheapestRate, createProduct, placeOrder } from '../support/store-fixtures';
import { useTestApp } from '../support/test-app';
import { type TestUser, useTestUser } from '../support/test-users';

const t = useTestApp();
const customer = useTestUser(t);
const stranger = useTestUser(t);
const admin = useTestUser(t, { role: 'admin' });

const DAY_MS = 24 * 60 * 60_000;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  who: TestUser,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: { authorization: who.authorization } });

async function ok<T>(
  res: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status = 200,
) {
  const r = await res;
  if (r.statusCode !== status)
    throw new Error(`expected ${status}, got ${r.statusCode}: ${r.body}`);
  return r.json() as T;
}

/** A custom-print material of the test's own, so printers of other tests never take its jobs. */
async function newMaterial(colours = ['Blue']): Promise<{ id: string; name: string }> {
  const name = `PETG-${randomUUID().slice(0, 8)}`;
  const { material } = await ok<{ material: { id: string; name: string } }>(
    call('POST', '/api/admin/custom-prints/materials', admin, {
      name,
      process: 'fdm',
      densityGPerCm3: 1.27,
      pricePerGramCents: 6,
      colours,
      isActive: true,
    }),
    201,
  );
  return material;
}

async function newQuote(
  materialId: string,
  options: {
    size?: [number, number, number];
    quantity?: number;
    rush?: string;
    colour?: string;
  } = {},
) {
  const { model } = (
    await uploadModel(
      t.app,
      encodeBinaryStl(makeBox(options.size ?? [30, 20, 10])),
      'part.stl',
      customer.authorization,
    )
  ).json();
  const quote = await ok<{ quote: { id: string } }>(
    call('POST', '/api/custom-prints/quotes', customer, {
      modelId: model.id,
      materialId,
      colour: options.colour ?? 'Blue',
      quality: 'standard',
      infillPercent: 20,
      quantity: options.quantity ?? 1,
      rush: options.rush ?? 'standard',
    }),
    201,
  );
  return quote.quote.id;
}

async function addPrinter(
  input: Partial<Record<string, unknown>> & { material: string; colour: string },
) {
  return ok<PrinterView>(
    call('POST', '/api/admin/production/printers', admin, {
      name: `Printer ${randomUUID().slice(0, 6)}`,
      bedXMm: 220,
      bedYMm: 220,
      bedZMm: 250,
      nozzleMm: 0.4,
      ...input,
    }),
    201,
  );
}

/** A product whose default variant is printed to order from a model the owner uploads. */
async function printedVariant(
  material: string,
  colour: string,
  policy: 'track' | 'made_to_order',
  quantity = 0,
) {
  const product = await createProduct(t.app, {
    quantity,
    name: `Serpent ${randomUUID().slice(0, 6)}`,
  });
  const [variant] = await t.app.db
    .update(productVariants)
    .set({ inventoryPolicy: policy, leadTimeDays: policy === 'made_to_order' ? 5 : null })
    .where(eq(productVariants.productId, product.id))
    .returning();
  await ok(
    call('PUT', `/api/admin/production/variants/${variant!.id}/print`, admin, {
      printedToOrder: true,
      material,
      colour,
      quality: 'fine',
    }),
  );
  const { payload, headers } = multipartBody(encodeBinaryStl(makeBox([40, 40, 40])), 'serpent.stl');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/production/variants/${variant!.id}/model`,
    payload,
    headers: { ...headers, authorization: admin.authorization },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  expect(uploaded.json()).toMatchObject({
    printedToOrder: true,
    modelName: 'serpent.stl',
    boundsMm: { x: 40 },
  });
  return { product, variant: variant! };
}

async function order(items: object[]) {
  const rate = await cheapestRate(t.app);
  const res = await placeOrder(t.app, customer.authorization, { items, shippingRateId: rate.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: string;
    orderNumber: string;
    createdAt: string;
    items: { id: string; productName: string }[];
  };
}

async function jobsOf(orderId: string): Promise<JobView[]> {
  return (
    await ok<{ jobs: JobView[] }>(call('GET', `/api/admin/orders/${orderId}/production`, admin))
  ).jobs;
}

async function act(job: { id: string }, action: string, extra: object = {}) {
  const current = (
    await ok<{ job: JobView }>(call('GET', `/api/admin/production/jobs/${job.id}`, admin))
  ).job;
  return call('POST', `/api/admin/production/jobs/${job.id}/actions`, admin, {
    action,
    version: current.version,
    ...extra,
  });
}

async function finish(job: { id: string }) {
  for (const step of ['start', 'printed', 'good']) {
    const res = await act(job, step);
    expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
  }
}

describe('jobs from paid orders', () => {
  it('a paid order with two custom prints and a printed-to-order variant gives one job per piece, due by the promised lead time, once', async () => {
    const material = await newMaterial();
    const standard = await newQuote(material.id, { quantity: 2 });
    const rush = await newQuote(material.id, { rush: 'rush' });
    const { product, variant } = await printedVariant('PLA-jobs', 'Red', 'made_to_order');
    const placed = await order([
      { quoteId: standard, quantity: 1 },
      { quoteId: rush, quantity: 1 },
      { productId: product.id, variantId: variant.id, quantity: 3 },
    ]);
    const jobs = await jobsOf(placed.id);
    expect(jobs).toHaveLength(6);
    const byQuote = (id: string) => jobs.filter((j) => j.quoteId === id);
    expect(byQuote(standard)).toHaveLength(2);
    expect(byQuote(rush)).toHaveLength(1);
    const printed = jobs.filter((j) => j.variantId === variant.id);
    expect(printed).toHaveLength(3);
    for (const j of jobs)
      expect(j).toMatchObject({ state: 'queued', pieces: 1, attempts: 1, source: 'order' });
    expect(byQuote(standard)[0]).toMatchObject({
      title: 'Custom print: part.stl',
      material: material.name,
      colour: 'Blue',
      quality: 'standard',
      boundsMm: { x: 30, y: 20, z: 10 },
      orderNumber: placed.orderNumber,
    });
    expect(byQuote(standard)[0]!.gramsPerPiece).toBeGreaterThan(0);
    expect(printed[0]).toMatchObject({
      material: 'PLA-jobs',
      colour: 'Red',
      quality: 'fine',
      modelName: 'serpent.stl',
    });

    // Due: paid (placed, the spec's flow) + 7 days standard, 3 days rush, 5 days made to order.
    const paidAt = new Date(placed.createdAt).getTime();
    const dueIn = (j: JobView) => Math.round((new Date(j.dueAt!).getTime() - paidAt) / DAY_MS);
    expect(dueIn(byQuote(standard)[0]!)).toBe(7);
    expect(dueIn(byQuote(rush)[0]!)).toBe(3);
    expect(dueIn(printed[0]!)).toBe(5);

    const board = await ok<{ jobs: JobView[] }>(call('GET', '/api/admin/production/board', admin));
    const mine = board.jobs.filter((j) => j.orderId === placed.id);
    // The board orders by due date: the rush piece first, the standard ones last.
    expect(mine.map(dueIn)).toEqual([3, 5, 5, 5, 7, 7]);

    // A replayed "paid" makes no second set.
    await t.app.db.transaction((tx) =>
      createOrderJobs(tx, placed.id, { userId: null, label: 'replay' }),
    );
    expect(await jobsOf(placed.id)).toHaveLength(6);
    const order_ = await ok<{ productionStatus: string }>(
      call('GET', `/api/admin/orders/${placed.id}`, admin),
    );
    expect(order_.productionStatus).toBe('in_production');
  });

  it('a manual order gets its jobs only when the owner marks it paid', async () => {
    await ok(
      call('PUT', '/api/admin/settings/payment', admin, {
        method: 'manual',
        manualInstructions: 'Pay by bank transfer.',
        manualCancelAfterDays: 7,
      }),
    );
    try {
      const material = await newMaterial();
      const placed = await order([{ quoteId: await newQuote(material.id), quantity: 1 }]);
      expect(await jobsOf(placed.id)).toHaveLength(0);
      await ok(call('POST', `/api/admin/orders/${placed.id}/payment-received`, admin, {}));
      expect(await jobsOf(placed.id)).toHaveLength(1);
    } finally {
      await ok(
        call('PUT', '/api/admin/settings/payment', admin, {
          method: 'none',
          manualInstructions: '',
          manualCancelAfterDays: 7,
        }),
      );
    }
  });
});

describe('assignment and the board', () => {
  it('gives a job only to a free printer loaded with its material and colour whose bed fits, and never to an uncleared bed', async () => {
    const material = await newMaterial(['Blue', 'Black']);
    const small = await addPrinter({
      material: material.name.toLowerCase(),
      colour: ' blue ',
      bedXMm: 100,
      bedYMm: 100,
      bedZMm: 100,
    });
    const large = await addPrinter({
      material: material.name,
      colour: 'Blue',
      bedXMm: 250,
      bedYMm: 250,
      bedZMm: 250,
    });
    const black = await addPrinter({
      material: material.name,
      colour: 'Black',
      bedXMm: 300,
      bedYMm: 300,
      bedZMm: 300,
    });
    const big = await newQuote(material.id, { size: [180, 40, 20] });
    const little = await newQuote(material.id, { quantity: 2, rush: 'rush' });
    const placed = await order([
      { quoteId: big, quantity: 1 },
      { quoteId: little, quantity: 1 },
    ]);
    let jobs = await jobsOf(placed.id);
    const bigJob = jobs.find((j) => j.quoteId === big)!;
    const [l1, l2] = jobs.filter((j) => j.quoteId === little);
    // Rush pieces first: the small bed takes one, the large the other; the big model waits.
    expect(new Set([l1!.printerId, l2!.printerId])).toEqual(new Set([small.id, large.id]));
    expect(bigJob).toMatchObject({ state: 'queued', printerId: null });
    expect(jobs.some((j) => j.printerId === black.id)).toBe(false);

    // The owner cannot give the big model to the small bed, nor to the black printer.
    const onSmall = jobs.find((j) => j.printerId === small.id)!;
    const onLarge = jobs.find((j) => j.printerId === large.id)!;
    expect((await act(onSmall, 'unassign')).statusCode).toBe(200);
    const refusedBed = await act(bigJob, 'assign', { printerId: small.id });
    expect(refusedBed.statusCode).toBe(409);
    expect(refusedBed.json().error).toBe('printer_unsuitable');
    // The unassigned piece went straight back to the small printer (assignment after each change).
    expect((await jobsOf(placed.id)).find((j) => j.id === onSmall.id)).toMatchObject({
      state: 'assigned',
      printerId: small.id,
    });
    expect((await act(bigJob, 'assign', { printerId: black.id })).statusCode).toBe(409);

    // After a print the bed is not cleared: nothing is given to it until the check.
    expect((await act(onSmall, 'start')).statusCode).toBe(200);
    expect((await act(onSmall, 'start')).json().error).toBe('already_started');
    expect((await act(onSmall, 'printed')).statusCode).toBe(200);
    let board = await ok<{ printers: PrinterView[]; jobs: JobView[] }>(
      call('GET', '/api/admin/production/board', admin),
    );
    expect(board.printers.find((p) => p.id === small.id)).toMatchObject({
      bedCleared: false,
      currentJobId: onSmall.id,
    });
    // A bad check: back to the queue as a reprint, the bed cleared, and the reprint given again.
    const bad = await act(onSmall, 'bad', { reason: 'warped corner' });
    expect(bad.statusCode).toBe(200);
    jobs = await jobsOf(placed.id);
    expect(jobs.find((j) => j.id === onSmall.id)).toMatchObject({
      attempts: 2,
      state: 'assigned',
      printerId: small.id,
    });
    const detail = await ok<{ events: { kind: string; detail: Record<string, unknown> }[] }>(
      call('GET', `/api/admin/production/jobs/${onSmall.id}`, admin),
    );
    expect(detail.events.map((e) => e.kind)).toEqual([
      'created',
      'assign',
      'unassign',
      'assign',
      'start',
      'printed',
      'bad',
      'assign',
    ]);
    expect(detail.events.find((e) => e.kind === 'bad')!.detail).toMatchObject({
      reason: 'warped corner',
      attempt: 2,
    });

    // The large printer finishes its piece: then the big model takes it.
    await finish(onLarge);
    board = await ok(call('GET', `/api/admin/production/board?printerId=${large.id}`, admin));
    expect(board.jobs.find((j) => j.id === bigJob.id)).toMatchObject({
      state: 'assigned',
      printerId: large.id,
    });
  });

  it('the order is ready to ship exactly when its last print is good, mailed once; the customer reads only their own order', async () => {
    const material = await newMaterial();
    await addPrinter({ material: material.name, colour: 'Blue' });
    const placed = await order([
      { quoteId: await newQuote(material.id, { quantity: 2 }), quantity: 1 },
    ]);
    const readyMails = async () =>
      (
        await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_ready_to_ship'))
      ).filter((m) => m.subject.includes(placed.orderNumber));
    const [first, second] = await jobsOf(placed.id);
    const mine = () =>
      ok<{ productionStatus: string | null; lines: { state: string }[] }>(
        call('GET', `/api/orders/${placed.id}/production`, customer),
      );
    expect((await mine()).lines).toEqual([
      expect.objectContaining({ state: 'queued', quantity: 1 }),
    ]);
    const assigned = [first!, second!].find((j) => j.state === 'assigned')!;
    const other = [first!, second!].find((j) => j.id !== assigned.id)!;
    expect((await act(assigned, 'start')).statusCode).toBe(200);
    expect((await mine()).lines[0]!.state).toBe('printing');
    expect((await act(assigned, 'printed')).statusCode).toBe(200);
    expect((await act(assigned, 'good')).statusCode).toBe(200);
    // One print good, one to go: still in production, no mail.
    expect((await mine()).productionStatus).toBe('in_production');
    expect(await readyMails()).toHaveLength(0);
    await finish(other);
    const after = await mine();
    expect(after).toMatchObject({
      productionStatus: 'ready_to_ship',
      orderNumber: placed.orderNumber,
    });
    expect(after.lines[0]!.state).toBe('checked');
    await expect.poll(async () => (await readyMails()).length, { timeout: 10_000 }).toBe(1);
    const timeline = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.id));
    expect(timeline.filter((e) => e.kind === 'production').map((e) => e.detail.to)).toEqual([
      'in_production',
      'ready_to_ship',
    ]);
    const list = await ok<{ items: { id: string; productionStatus: string }[] }>(
      call('GET', '/api/admin/orders?productionStatus=ready_to_ship&pageSize=100', admin),
    );
    expect(list.items.map((o) => o.id)).toContain(placed.id);
    expect(list.items.every((o) => o.productionStatus === 'ready_to_ship')).toBe(true);
    expect((await call('GET', `/api/orders/${placed.id}/production`, stranger)).statusCode).toBe(
      404,
    );
  });
});

describe('cancels and refunds', () => {
  it('cancelling the order cancels its queued jobs and only flags the printing one, which stays on the board', async () => {
    const material = await newMaterial();
    const printer = await addPrinter({ material: material.name, colour: 'Blue' });
    const placed = await order([
      { quoteId: await newQuote(material.id, { quantity: 3 }), quantity: 1 },
    ]);
    const jobs = await jobsOf(placed.id);
    const printing = jobs.find((j) => j.printerId === printer.id)!;
    expect((await act(printing, 'start')).statusCode).toBe(200);
    const cancelled = await call('PATCH', `/api/admin/orders/${placed.id}/status`, admin, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await jobsOf(placed.id);
    expect(after.filter((j) => j.state === 'cancelled')).toHaveLength(2);
    expect(after.find((j) => j.id === printing.id)).toMatchObject({
      state: 'printing',
      flag: 'cancel_requested',
    });
    const board = await ok<{ jobs: JobView[] }>(
      call('GET', '/api/admin/production/board?state=printing', admin),
    );
    expect(board.jobs.map((j) => j.id)).toContain(printing.id);
    // The owner stops it: cancelled, the bed left not cleared until the owner clears it.
    expect((await act(printing, 'stop')).statusCode).toBe(200);
    const stopped = await ok<{ printers: PrinterView[] }>(
      call('GET', '/api/admin/production/board', admin),
    );
    expect(stopped.printers.find((p) => p.id === printer.id)).toMatchObject({
      bedCleared: false,
      currentJobId: null,
    });
    const cleared = await ok<PrinterView>(
      call('POST', `/api/admin/production/printers/${printer.id}/bed-cleared`, admin),
    );
    expect(cleared.bedCleared).toBe(true);
    expect(
      (
        await ok<{ productionStatus: string | null }>(
          call('GET', `/api/admin/orders/${placed.id}`, admin),
        )
      ).productionStatus,
    ).toBeNull();
  });

  it("refunding a line's units cancels that many of its pieces", async () => {
    const { product, variant } = await printedVariant(
      `PLA-${randomUUID().slice(0, 6)}`,
      'Green',
      'made_to_order',
    );
    const placed = await order([{ productId: product.id, variantId: variant.id, quantity: 3 }]);
    const item = placed.items[0]!;
    const refunded = await call('POST', `/api/admin/orders/${placed.id}/line-refunds`, admin, {
      lines: [{ itemId: item.id, quantity: 2 }],
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const jobs = await jobsOf(placed.id);
    expect(jobs.filter((j) => j.state === 'cancelled')).toHaveLength(2);
    expect(jobs.filter((j) => j.state === 'queued')).toHaveLength(1);
  });
});

describe('stock and filament', () => {
  it('a restock job adds its pieces to the stock once', async () => {
    const colour = `Gold-${randomUUID().slice(0, 4)}`;
    const { product, variant } = await printedVariant('PLA', colour, 'track', 2);
    await addPrinter({ material: 'PLA', colour });
    const job = await ok<JobView>(
      call('POST', '/api/admin/production/jobs', admin, { variantId: variant.id, pieces: 4 }),
      201,
    );
    expect(job).toMatchObject({ source: 'restock', pieces: 4, orderId: null, dueAt: null });
    await finish(job);
    const stock = async () =>
      (await t.app.db.select().from(productVariants).where(eq(productVariants.id, variant.id)))[0]!
        .quantity;
    expect(await stock()).toBe(6);
    const again = await act(job, 'good');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('job_finished');
    expect(await stock()).toBe(6);
    const stale = await call('POST', `/api/admin/production/jobs/${job.id}/actions`, admin, {
      action: 'cancel',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('stale_job');
    void product;
  });

  it('a good print takes its grams from the loaded spool once; a job needing more than is left is flagged and refused before it starts', async () => {
    const material = await newMaterial();
    const printer = await addPrinter({ material: material.name, colour: 'Blue' });
    const spool = await ok<{ id: string }>(
      call('POST', '/api/admin/production/spools', admin, {
        material: material.name,
        colour: 'Blue',
        gramsTotal: 1000,
        gramsLeft: 1000,
      }),
      201,
    );
    await ok(
      call('POST', `/api/admin/production/spools/${spool.id}/load`, admin, {
        printerId: printer.id,
      }),
    );
    const placed = await order([
      { quoteId: await newQuote(material.id, { quantity: 2 }), quantity: 1 },
    ]);
    const jobs = await jobsOf(placed.id);
    const first = jobs.find((j) => j.printerId === printer.id)!;
    const grams = first.needsGrams!;
    expect(grams).toBeGreaterThan(0);
    await finish(first);
    const left = async () =>
      (
        await ok<{ id: string; gramsLeft: number }[]>(
          call('GET', '/api/admin/production/spools', admin),
        )
      ).find((s) => s.id === spool.id)!.gramsLeft;
    expect(await left()).toBe(1000 - grams);
    expect((await act(first, 'good')).statusCode).toBe(409);
    expect(await left()).toBe(1000 - grams);

    // Too little left for the second piece: flagged on the board, its start refused unless forced.
    await ok(
      call('PUT', `/api/admin/production/spools/${spool.id}`, admin, {
        material: material.name,
        colour: 'Blue',
        gramsTotal: 1000,
        gramsLeft: grams - 1,
      }),
    );
    const second = (await jobsOf(placed.id)).find((j) => j.id !== first.id)!;
    expect(second).toMatchObject({ state: 'assigned', shortOfFilament: true });
    const refused = await act(second, 'start');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('short_of_filament');
    expect((await act(second, 'start', { force: true })).statusCode).toBe(200);
    const dashboard = await ok<{ lowFilament: { material: string; gramsLeft: number }[] }>(
      call('GET', '/api/admin/dashboard', admin),
    );
    // This shop has no slicer: the G-code is marked off, the job still prints, the download says why.
    await t.app.gcode.idle();
    const off = (await jobsOf(placed.id)).find((j) => j.id === second.id)!;
    expect(off).toMatchObject({ gcodeStatus: 'off', gcodeReady: false });
    const noFile = await call('GET', `/api/admin/production/jobs/${second.id}/gcode`, admin);
    expect(noFile.statusCode).toBe(409);
    expect(noFile.json().message).toMatch(/Slicing is off/);
    expect(dashboard.lowFilament).toContainEqual({
      material: material.name,
      colour: 'Blue',
      gramsLeft: grams - 1,
    });
  });
});

void printJobs;
