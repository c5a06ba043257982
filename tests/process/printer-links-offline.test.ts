import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrinterView } from '#core/production/production-schemas';
import type { FakeMoonraker } from '../support/printer-fakes/fake-moonraker';
import type { FakeOctoPrint } from '../support/printer-fakes/fake-octoprint';
import { ownerActs, startPrinterPair, type PrinterPair } from '../support/printer-link-pair';
import {
  board,
  eventually,
  jobRow,
  printedVariant,
  restockJob,
  startsOf,
  type LinkShop,
} from '../support/printer-link-shop';

// Decision 178: printers that stop answering mid-print are shown offline and their
// jobs "unknown" on the board; back, the catch-up settles each job (still printing, or printed
// while away). A Moonraker socket gone stale (open, silent) is noticed and the job still settles.
let pair: PrinterPair;
let shop: LinkShop;
let octo: FakeOctoPrint;
let moon: FakeMoonraker;
let octoPrinter: PrinterView;
let moonPrinter: PrinterView;

beforeAll(async () => {
  // OctoPrint prints for 10 s, Moonraker for 5 s (done while it is away).
  pair = await startPrinterPair({ octoPrintSeconds: 50, moonPrintSeconds: 500 });
  ({ shop, octo, moon, octoPrinter, moonPrinter } = pair);
}, 120_000);

afterAll(async () => pair?.close());

const good = (jobId: string) => ownerActs(shop, shop.servers[0]!, jobId, 'good');

describe('connected printers going offline mid-print', () => {
  it('shows them offline and their jobs unknown, and settles the jobs when they are back', async () => {
    const server = shop.servers[0]!;
    const octoJob = await restockJob(shop, server, await printedVariant(shop, 'PLA'));
    const moonJob = await restockJob(shop, server, await printedVariant(shop, 'PETG'));
    await eventually(
      async () => [await jobRow(shop, octoJob.id), await jobRow(shop, moonJob.id)],
      (jobs) => jobs.every((j) => j.state === 'printing'),
      20_000,
      'both printing',
    );
    await octo.control.goOffline();
    await moon.goOffline();
    const wentAt = Date.now();
    const away = await eventually(
      () => board(shop, server),
      (b) =>
        b.printers.every((p) => p.linkState === 'offline') &&
        b.jobs.filter((j) => j.linkUnknown).length === 2,
      10_000,
      'both offline, both jobs unknown',
    );
    const offlineMs = Date.now() - wentAt;
    expect(away.jobs.find((j) => j.id === octoJob.id)).toMatchObject({
      state: 'printing',
      printerId: octoPrinter.id,
    });
    expect(away.jobs.find((j) => j.id === moonJob.id)).toMatchObject({
      state: 'printing',
      printerId: moonPrinter.id,
    });
    // Moonraker's print completes while it is away; OctoPrint's goes on.
    await eventually(
      () => moon.printer.stats.state,
      (s) => s === 'complete',
      15_000,
      'the Moonraker print complete while away',
    );
    expect((await jobRow(shop, moonJob.id)).state).toBe('printing');
    await octo.control.comeBack();
    await moon.comeBack();
    const backAt = Date.now();
    await eventually(
      () => jobRow(shop, moonJob.id),
      (j) => j.state === 'printed',
      10_000,
      'the Moonraker job settled as printed',
    );
    const settledMs = Date.now() - backAt;
    const back = await eventually(
      () => board(shop, server),
      (b) => b.printers.every((p) => p.linkState === 'online'),
      10_000,
      'both online again',
    );
    expect(back.jobs.find((j) => j.id === octoJob.id)).toMatchObject({
      state: 'printing',
      linkUnknown: false,
    });
    expect(octo.control.stateText()).toBe('Printing');
    await eventually(
      () => jobRow(shop, octoJob.id),
      (j) => j.state === 'printed',
      15_000,
      'the OctoPrint job printed',
    );
    // Nothing was started again on the way.
    for (const job of [octoJob, moonJob])
      expect((await startsOf(shop, job.id)).map((s) => s.state)).toEqual(['ended']);
    expect(octo.control.printsStarted()).toBe(1);
    expect(moon.printsStarted).toBe(1);
    await good(octoJob.id);
    await good(moonJob.id);
    console.log(
      `offline: shown offline ${offlineMs} ms after the printers left; the job finished while away settled ${settledMs} ms after they came back`,
    );
  }, 100_000);

  it('notices a stale Moonraker socket, goes on by polling, and the job settles', async () => {
    const server = shop.servers[0]!;
    const job = await restockJob(shop, server, await printedVariant(shop, 'PETG'));
    await eventually(
      () => jobRow(shop, job.id),
      (j) => j.state === 'printing',
      10_000,
      'printing',
    );
    await eventually(
      () => moon.socketCount,
      (n) => n >= 1,
      5_000,
      "the driver's socket open",
    );
    const logBefore = server.output().length;
    moon.staleSocket();
    const silentFrom = Date.now();
    // The print takes 5 s: the job settles by polling whether or not the socket is noticed.
    await eventually(
      () => jobRow(shop, job.id),
      (j) => j.state === 'printed',
      20_000,
      'printed with the socket stale',
    );
    // The adapter's watchdog (10 s of silence) gives the socket up and the driver says so.
    const staleAt = Date.now();
    const lost = await eventually(
      () =>
        server
          .output()
          .slice(logBefore)
          .split('\n')
          .filter((line) => line.includes('push lost')),
      (lines) => lines.length > 0,
      20_000,
      'the stale socket noticed',
    );
    expect(lost[0]).toContain('"reason":"stale"');
    // A new socket replaces it (the fake counts the open ones; the stale one was closed).
    await eventually(
      () => moon.socketCount,
      (n) => n === 1,
      5_000,
      'one socket open again',
    );
    expect((await startsOf(shop, job.id)).map((s) => s.state)).toEqual(['ended']);
    expect(moon.printsStarted).toBe(2);
    console.log(
      `stale socket: noticed ${Date.now() - silentFrom} ms after it fell silent (the adapter's 10 s watchdog); the job had settled by polling ${staleAt - silentFrom} ms after`,
    );
  }, 100_000);
});
