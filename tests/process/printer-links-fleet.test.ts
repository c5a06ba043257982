import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView, PrinterView } from '#core/production/production-schemas';
import type { FakeMoonraker } from '../support/printer-fakes/fake-moonraker';
import type { FakeOctoPrint } from '../support/printer-fakes/fake-octoprint';
import { startPrinterPair, type PrinterPair } from '../support/printer-link-pair';
import {
  board,
  eventually,
  jobRow,
  printedVariant,
  printerRow,
  provideGcode,
  restockJob,
  startsOf,
  type LinkShop,
} from '../support/printer-link-shop';

// Decision 178: one shop process drives an OctoPrint and a Moonraker printer (the
// protocol fakes, over real HTTP and websocket) through the real adapters. Jobs go to the printer
// loaded with their material, each is uploaded and started exactly once, its progress shows on
// the board, and a complete print waits for the owner's check with the bed not cleared.
let pair: PrinterPair;
let shop: LinkShop;
let octo: FakeOctoPrint;
let moon: FakeMoonraker;
let octoPrinter: PrinterView;
let moonPrinter: PrinterView;

beforeAll(async () => {
  // About 5 s a print for both: long enough to see progress move at a 250 ms poll.
  pair = await startPrinterPair({ octoPrintSeconds: 25, moonPrintSeconds: 500 });
  ({ shop, octo, moon, octoPrinter, moonPrinter } = pair);
}, 120_000);

afterAll(async () => pair?.close());

type Progress = Record<string, number[]>;

/** The owner at the board: notes each printer's progress, checks printed jobs as good. */
async function ownerUntilAllGood(jobIds: string[], withinMs: number): Promise<Progress> {
  const server = shop.servers[0]!;
  const progress: Progress = { [octoPrinter.id]: [], [moonPrinter.id]: [] };
  const deadline = Date.now() + withinMs;
  for (;;) {
    const seen = await board(shop, server);
    for (const p of seen.printers) {
      const value = p.linkStatus?.progress;
      if (p.linkStatus?.state === 'printing' && typeof value === 'number')
        progress[p.id]?.push(value);
    }
    const done = await Promise.all(jobIds.map((id) => jobRow(shop, id)));
    if (done.every((j) => j.state === 'good')) return progress;
    for (const job of done.filter((j) => j.state === 'printed')) {
      // A printed job leaves its bed not cleared until the owner's check.
      expect((await printerRow(shop, job.printerId!)).bedCleared).toBe(false);
      const res = await shop.api(server, 'POST', `/production/jobs/${job.id}/actions`, {
        action: 'good',
        version: job.version,
      });
      expect([200, 409]).toContain(res.status);
    }
    if (Date.now() > deadline)
      throw new Error(
        `not all good in ${withinMs} ms: ${JSON.stringify(done.map((j) => j.state))}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('an OctoPrint and a Moonraker printer driven by the shop', () => {
  it('spreads jobs by material, starts each once, shows progress, waits for the check', async () => {
    const server = shop.servers[0]!;
    const pla = await printedVariant(shop, 'PLA');
    const petg = await printedVariant(shop, 'PETG');
    const started = Date.now();
    const jobs: JobView[] = [];
    for (const variant of [pla, petg, pla, petg])
      jobs.push(await restockJob(shop, server, variant));
    const progress = await ownerUntilAllGood(
      jobs.map((j) => j.id),
      60_000,
    );
    const ms = Date.now() - started;

    for (const job of jobs) {
      const starts = await startsOf(shop, job.id);
      // One attempt per job, on the printer loaded with its material, ended.
      expect(starts.map((s) => s.state)).toEqual(['ended']);
      const printerId = job.variantId === pla ? octoPrinter.id : moonPrinter.id;
      expect(starts[0]!.printerId).toBe(printerId);
      expect((await jobRow(shop, job.id)).attempts).toBe(1);
      const file = starts[0]!.fileName;
      if (printerId === octoPrinter.id) expect(octo.control.startsOf(file)).toBe(1);
      else expect(moon.printer.history.filter((h) => h.filename === file)).toHaveLength(1);
    }
    expect(octo.control.printsStarted()).toBe(2);
    expect(moon.printsStarted).toBe(2);
    // Progress moved on the board for both: several readings, rising, within 0–1.
    for (const id of [octoPrinter.id, moonPrinter.id]) {
      const values = progress[id]!;
      expect(new Set(values).size, `${id} progress readings`).toBeGreaterThanOrEqual(2);
      expect(values.every((v) => v >= 0 && v <= 1)).toBe(true);
      expect(Math.max(...values)).toBeGreaterThan(Math.min(...values));
    }
    // After the good check both beds are cleared again and stock went up by the four pieces.
    expect((await printerRow(shop, octoPrinter.id)).bedCleared).toBe(true);
    expect((await printerRow(shop, moonPrinter.id)).bedCleared).toBe(true);
    console.log(
      `fleet: 4 jobs on 2 printers printed and checked in ${ms} ms; progress readings octoprint ${progress[octoPrinter.id]!.length}, moonraker ${progress[moonPrinter.id]!.length}`,
    );
  }, 90_000);

  it('re-queues a print failed at 40 % as a reprint, bed not cleared, and prints it on the other printer', async () => {
    const server = shop.servers[0]!;
    // Both loaded with the same filament now: the reprint suits either.
    for (const p of [octoPrinter, moonPrinter]) {
      const res = await shop.api(server, 'PUT', `/production/printers/${p.id}`, {
        name: p.name,
        kind: p.kind,
        baseUrl: p.baseUrl,
        bedXMm: p.bedXMm,
        bedYMm: p.bedYMm,
        bedZMm: p.bedZMm,
        nozzleMm: p.nozzleMm,
        material: 'ASA',
        colour: 'Black',
        active: true,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    // No G-code until the failure is armed on the printer the job went to.
    await pair.gcode.stop();
    const asa = await printedVariant(shop, 'ASA');
    const job = await restockJob(shop, server, asa);
    expect(job.state).toBe('assigned');
    const first = job.printerId === octoPrinter.id ? 'octoprint' : 'moonraker';
    const [failing, other] =
      first === 'octoprint' ? [octoPrinter, moonPrinter] : [moonPrinter, octoPrinter];
    const before = { octo: octo.control.printsStarted(), moon: moon.printsStarted };
    if (first === 'octoprint') octo.control.failAt(0.4);
    else moon.failAt(0.4);
    pair.gcode = provideGcode(shop);

    const failed = await eventually(
      () => startsOf(shop, job.id),
      (starts) => starts.length === 2,
      30_000,
      'a second start after the failure',
    );
    if (first === 'moonraker') moon.failAt(null);
    // The failed attempt ended with the printer's reason; the reprint went to the other printer.
    expect(failed[0]).toMatchObject({ printerId: failing.id, state: 'ended' });
    expect(failed[0]!.error ?? '').toMatch(/error/i);
    expect(failed[1]!.printerId).toBe(other.id);
    expect((await printerRow(shop, failing.id)).bedCleared).toBe(false);
    const reprint = await jobRow(shop, job.id);
    expect(reprint.attempts).toBe(2);
    expect(reprint.printerId).toBe(other.id);

    await ownerUntilAllGood([job.id], 30_000);
    // The failing printer's bed stayed not cleared through it all, until the owner says so.
    expect((await printerRow(shop, failing.id)).bedCleared).toBe(false);
    const cleared = await shop.api(
      server,
      'POST',
      `/production/printers/${failing.id}/bed-cleared`,
    );
    expect(cleared.status).toBe(200);
    expect((await printerRow(shop, failing.id)).bedCleared).toBe(true);
    expect((await startsOf(shop, job.id)).map((s) => s.state)).toEqual(['ended', 'ended']);
    // One print started on each printer, none twice.
    expect(octo.control.printsStarted() - before.octo).toBe(1);
    expect(moon.printsStarted - before.moon).toBe(1);
    const failedAt = first === 'octoprint' ? 'octoprint' : 'moonraker';
    console.log(`fleet: failed at 40 % on ${failedAt}, reprinted on the other printer`);
  }, 90_000);
});
