import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView, PrinterView } from '#core/production/production-schemas';
import { printJobs, printers, printStarts } from '../../src/db/schema/production';
import { exportShop } from '../../src/db/transfer/export-shop';
import { GCODE_BUCKET } from '../../src/server/production/gcode-dispatcher';
import { createPrinterDriver } from '../../src/server/production/printer-links/printer-driver';
import { ScriptedPrinter, scriptedFactory } from '../support/scripted-printer';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestUser, type TestUser } from '../support/test-users';

// Decision 178: the app's printer driver against the tests' scripted printers (in memory, behind
// the PrinterAdapter interface); the polling timer is off, each round is the test's tick().
const fleet = new Map<string, ScriptedPrinter>();
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp(
    { printerLinks: { pollMs: 3_600_000, leaseMs: 60_000, staleMs: 0 } },
    { printerAdapters: scriptedFactory(fleet) },
  );
  admin = await createTestUser(t.app, { role: 'admin' });
}, 120_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: admin.authorization } });
const tick = () => t.app.printerDriver.tick();
const KEY = `key-${randomUUID()}`;

async function connectedPrinter(): Promise<{ printer: PrinterView; scripted: ScriptedPrinter }> {
  const baseUrl = `http://printer-${randomUUID().slice(0, 8)}.test`;
  const scripted = new ScriptedPrinter();
  fleet.set(baseUrl, scripted);
  const res = await call('POST', '/api/admin/production/printers', {
    name: `Link ${baseUrl.slice(15, 19)}`,
    kind: 'octoprint',
    baseUrl,
    apiKey: KEY,
    bedXMm: 220,
    bedYMm: 220,
    bedZMm: 220,
    nozzleMm: 0.4,
    material: 'PETG',
    // Its own colour: no queued job of the seed is given to it.
    colour: `Linked-${randomUUID().slice(0, 6)}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { printer: res.json<PrinterView>(), scripted };
}

/** A job assigned to the printer with its G-code sliced and stored. */
async function assignedJob(printer: PrinterView): Promise<string> {
  const ref = `test-${randomUUID()}.gcode`;
  await t.app.storage.put(GCODE_BUCKET, ref, Buffer.from('G28\nG1 X10\n'), {
    contentType: 'text/x.gcode',
  });
  const [row] = await t.app.db
    .insert(printJobs)
    .values({
      source: 'restock',
      title: 'Linked part',
      material: printer.material,
      colour: printer.colour,
      quality: 'standard',
      state: 'assigned',
      printerId: printer.id,
      gcodeStatus: 'ready',
      gcodeRef: ref,
      gcodePrinterId: printer.id,
    })
    .returning({ id: printJobs.id });
  return row!.id;
}

const job = async (id: string) =>
  (await call('GET', `/api/admin/production/jobs/${id}`)).json<{ job: JobView }>().job;
const printerRow = async (id: string) =>
  (await t.app.db.select().from(printers).where(eq(printers.id, id)))[0]!;
const startsOf = (jobId: string) =>
  t.app.db.select().from(printStarts).where(eq(printStarts.jobId, jobId));

describe('the printer driver (decision 178)', () => {
  it('uploads and starts a ready job, shows its progress, and ends it printed on an uncleared bed', async () => {
    const { printer, scripted } = await connectedPrinter();
    const id = await assignedJob(printer);
    await tick();
    expect(scripted.apiKey).toBe(KEY);
    expect(scripted.starts).toHaveLength(1);
    expect(scripted.starts[0]).toMatch(/^lw-[0-9a-f-]{36}\.gcode$/);
    expect((await job(id)).state).toBe('printing');
    await tick();
    const board = (await call('GET', '/api/admin/production/board')).json<{
      printers: PrinterView[];
    }>();
    const seen = board.printers.find((p) => p.id === printer.id)!;
    expect(seen).toMatchObject({
      linkState: 'online',
      hasApiKey: true,
      baseUrl: expect.any(String),
    });
    expect(seen.linkStatus?.state).toBe('printing');
    expect(seen.linkStatus?.progress).toBeGreaterThan(0);
    for (let i = 0; i < 6; i++) await tick();
    expect((await job(id)).state).toBe('printed');
    expect((await printerRow(printer.id)).bedCleared).toBe(false);
    expect(scripted.starts).toHaveLength(1);
    expect((await startsOf(id)).map((s) => s.state)).toEqual(['ended']);
  });

  for (const answer of ['not_started', 'conflict'] as const) {
    it(`a ${answer} start flags the job start_failed and is never retried until the owner's retry`, async () => {
      const { printer, scripted } = await connectedPrinter();
      scripted.startAnswer = answer;
      const id = await assignedJob(printer);
      await tick();
      await tick();
      await tick();
      expect(scripted.starts).toHaveLength(1);
      const failed = await job(id);
      expect(failed).toMatchObject({ state: 'assigned', flag: 'start_failed' });
      expect(failed.startError).toMatch(answer === 'conflict' ? /SD busy/ : /not operational/);
      expect((await startsOf(id)).map((s) => s.state)).toEqual([answer]);
      scripted.startAnswer = 'started';
      const retry = await call('POST', `/api/admin/production/jobs/${id}/actions`, {
        action: 'retry',
        version: failed.version,
      });
      expect(retry.statusCode, retry.body).toBe(200);
      await tick();
      expect(scripted.starts).toHaveLength(2);
      expect((await job(id)).state).toBe('printing');
    });
  }

  it('a failure at 40 % queues the job as a reprint and leaves the bed not cleared', async () => {
    const { printer, scripted } = await connectedPrinter();
    scripted.step = 0.2;
    scripted.failAt = 0.4;
    const id = await assignedJob(printer);
    for (let i = 0; i < 4; i++) await tick();
    expect(await job(id)).toMatchObject({ state: 'queued', attempts: 2, printerId: null });
    expect((await printerRow(printer.id)).bedCleared).toBe(false);
    const timeline = await call('GET', `/api/admin/production/jobs/${id}`);
    expect(timeline.statusCode).toBe(200);

    // The printer keeps saying error (as Klipper does) and gets nothing until the owner clears
    // its bed; then the reprint, given back to it, is sent and started there.
    expect(scripted.state).toBe('error');
    await tick();
    expect(scripted.starts).toHaveLength(1);
    const cleared = await call('POST', `/api/admin/production/printers/${printer.id}/bed-cleared`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await job(id)).toMatchObject({ state: 'assigned', printerId: printer.id });
    const ref = `test-${randomUUID()}.gcode`;
    await t.app.storage.put(GCODE_BUCKET, ref, Buffer.from('G28\n'), {
      contentType: 'text/x.gcode',
    });
    await t.app.db
      .update(printJobs)
      .set({ gcodeStatus: 'ready', gcodeRef: ref, gcodePrinterId: printer.id })
      .where(eq(printJobs.id, id));
    scripted.failAt = null;
    await tick();
    expect(scripted.starts).toHaveLength(2);
    expect((await job(id)).state).toBe('printing');
  });

  it('offline mid-print shows the job unknown; back, the catch-up settles it from the history', async () => {
    const { printer, scripted } = await connectedPrinter();
    scripted.step = 0.1;
    const id = await assignedJob(printer);
    await tick();
    expect((await job(id)).state).toBe('printing');
    scripted.offline = true;
    await tick();
    expect((await printerRow(printer.id)).linkState).toBe('offline');
    expect(await job(id)).toMatchObject({ state: 'printing', linkUnknown: true });
    // It finished while nobody could hear it.
    scripted.history.set(scripted.fileName!, 'complete');
    scripted.state = 'ready';
    scripted.fileName = null;
    scripted.offline = false;
    await tick();
    expect(await job(id)).toMatchObject({ state: 'printed', linkUnknown: false });
    expect((await printerRow(printer.id)).linkState).toBe('online');
    expect(scripted.starts).toHaveLength(1);
  });

  it('a start left "starting" by a killed process is never started again: not started, flagged', async () => {
    const { printer, scripted } = await connectedPrinter();
    const id = await assignedJob(printer);
    const startId = randomUUID();
    await t.app.db.insert(printStarts).values({
      id: startId,
      jobId: id,
      printerId: printer.id,
      attempt: 1,
      fileName: `lw-${startId}.gcode`,
      state: 'starting',
    });
    // The killed process still holds the printer: the new instance waits for its lease to end.
    const hold = (until: Date) =>
      t.app.db
        .update(printers)
        .set({ driverId: 'killed-process', driverUntil: until })
        .where(eq(printers.id, printer.id));
    await hold(new Date(Date.now() + 3_600_000));
    const restarted = createPrinterDriver({
      db: t.app.db,
      storage: t.app.storage,
      afterCommit: t.app.afterCommit,
      log: t.app.log,
      factory: scriptedFactory(fleet),
      pollMs: 3_600_000,
      leaseMs: 60_000,
      staleMs: 0,
    });
    try {
      await restarted.tick();
      expect(restarted.held()).not.toContain(printer.id);
      await hold(new Date(Date.now() - 1000));
      await restarted.tick();
      expect(restarted.held()).toContain(printer.id);
      await restarted.tick();
    } finally {
      await restarted.close();
    }
    expect(scripted.starts).toHaveLength(0);
    expect(await job(id)).toMatchObject({ state: 'assigned', flag: 'start_failed' });
    expect((await startsOf(id)).map((s) => s.state)).toEqual(['not_started']);
  });

  it('a start left "starting" that did print is caught up as printing, started once', async () => {
    const { printer, scripted } = await connectedPrinter();
    const id = await assignedJob(printer);
    const startId = randomUUID();
    const fileName = `lw-${startId}.gcode`;
    await t.app.db.insert(printStarts).values({
      id: startId,
      jobId: id,
      printerId: printer.id,
      attempt: 1,
      fileName,
      state: 'starting',
    });
    Object.assign(scripted, { state: 'printing', fileName, progress: 0.5, step: 0.05 });
    scripted.history.set(fileName, 'printing');
    await tick();
    expect((await job(id)).state).toBe('printing');
    expect(scripted.starts).toHaveLength(0);
  });

  it('never sends the key back, and a dump carries it sealed only', async () => {
    const { printer } = await connectedPrinter();
    const board = await call('GET', '/api/admin/production/board');
    expect(board.body).not.toContain(KEY);
    expect(board.body).toContain(printer.id);
    const row = await printerRow(printer.id);
    expect(row.apiKeySealed).toMatch(/^v1:/);
    const dir = mkdtempSync(join(tmpdir(), 'printer-dump-'));
    try {
      const path = join(dir, 'shop.dump.gz');
      await exportShop(t.database, { path, uploadsDir: join(t.config.dataDir, 'uploads') });
      const text = gunzipSync(readFileSync(path)).toString('utf8');
      expect(text).toContain(row.apiKeySealed!);
      expect(text).not.toContain(KEY);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
