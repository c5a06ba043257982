import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrinterView } from '#core/production/production-schemas';
import type { FakeMoonraker } from '../support/printer-fakes/fake-moonraker';
import type { FakeOctoPrint } from '../support/printer-fakes/fake-octoprint';
import type { HoldingProxy } from '../support/printer-fakes/holding-proxy';
import { ownerActs, startPrinterPair, type PrinterPair } from '../support/printer-link-pair';
import {
  eventually,
  jobRow,
  printedVariant,
  restockJob,
  startsOf,
  type LinkShop,
} from '../support/printer-link-shop';

// Decision 178: the shop killed with -9 while its printers print (or between upload
// and start) and started again. The printers go on without it; the restarted shop catches each
// job up from the printer (OctoPrint's job and file state, Moonraker's history) and never starts
// one twice. The fakes live in this process, so they outlive the shop.
let pair: PrinterPair;
let shop: LinkShop;
let octo: FakeOctoPrint;
let moon: FakeMoonraker;
let octoProxy: HoldingProxy;
let moonProxy: HoldingProxy;
let octoPrinter: PrinterView;
let moonPrinter: PrinterView;

beforeAll(async () => {
  // OctoPrint prints for 15 s (still on after a restart); Moonraker for 4 s (done meanwhile).
  pair = await startPrinterPair({ octoPrintSeconds: 75, moonPrintSeconds: 400, proxies: true });
  ({ shop, octo, moon, octoPrinter, moonPrinter } = pair);
  [octoProxy, moonProxy] = [pair.octoProxy!, pair.moonProxy!];
}, 120_000);

afterAll(async () => pair?.close());

/** The one shop process now running. */
const live = () => shop.servers.find((s) => s.child.exitCode === null && !s.child.signalCode)!;

const good = (jobId: string) => ownerActs(shop, live(), jobId, 'good');

describe('the shop killed with -9 and restarted', () => {
  it('catches mid-print jobs up from the printers: still printing, or printed meanwhile', async () => {
    const pla = await printedVariant(shop, 'PLA');
    const petg = await printedVariant(shop, 'PETG');
    const octoJob = await restockJob(shop, live(), pla);
    const moonJob = await restockJob(shop, live(), petg);
    await eventually(
      async () => [await jobRow(shop, octoJob.id), await jobRow(shop, moonJob.id)],
      (jobs) => jobs.every((j) => j.state === 'printing'),
      30_000,
      'both printing',
    );
    expect(moon.printer.stats.progress).toBeLessThan(0.8);
    await shop.kill(live());
    const killedAt = Date.now();
    // While the shop is down, Moonraker's print completes; OctoPrint's goes on.
    await eventually(
      () => moon.printer.stats.state,
      (s) => s === 'complete',
      20_000,
      'the Moonraker print complete while the shop is down',
    );
    expect(octo.control.stateText()).toBe('Printing');
    expect((await jobRow(shop, moonJob.id)).state).toBe('printing');

    const restarted = await shop.spawn();
    const moonDone = await eventually(
      () => jobRow(shop, moonJob.id),
      (j) => j.state === 'printed',
      20_000,
      'the Moonraker job caught up as printed',
    );
    const caughtUpMs = Date.now() - killedAt;
    expect(moonDone.printerId).toBe(moonPrinter.id);
    // The OctoPrint job is still printing: caught up as such, not started again.
    expect((await jobRow(shop, octoJob.id)).state).toBe('printing');
    expect(octo.control.stateText()).toBe('Printing');
    const octoDone = await eventually(
      () => jobRow(shop, octoJob.id),
      (j) => j.state === 'printed',
      40_000,
      'the OctoPrint job printed after the restart',
    );
    expect(octoDone.printerId).toBe(octoPrinter.id);
    for (const job of [octoJob, moonJob]) {
      const starts = await startsOf(shop, job.id);
      expect(starts.map((s) => s.state)).toEqual(['ended']);
    }
    const [octoStart] = await startsOf(shop, octoJob.id);
    const [moonStart] = await startsOf(shop, moonJob.id);
    expect(octo.control.startsOf(octoStart!.fileName)).toBe(1);
    expect(octo.control.printsStarted()).toBe(1);
    expect(moon.printsStarted).toBe(1);
    expect(moon.printer.history.filter((h) => h.filename === moonStart!.fileName)).toHaveLength(1);
    await good(octoJob.id);
    await good(moonJob.id);
    console.log(
      `restart: shop back in ${restarted.readyMs} ms; the job finished while down settled ${caughtUpMs} ms after the kill`,
    );
  }, 100_000);

  it('killed between upload and start: never two prints after the restart', async () => {
    // The start requests reach the network but not the printers; the shop dies meanwhile.
    octoProxy.hold((method, path) => method === 'POST' && /^\/api\/files\/local\/.+/.test(path));
    moonProxy.hold((method, path) => method === 'POST' && path === '/printer/print/start');
    const before = { octo: octo.control.printsStarted(), moon: moon.printsStarted };
    const moonStartsBefore = moon.startRequests;
    const pla = await printedVariant(shop, 'PLA');
    const petg = await printedVariant(shop, 'PETG');
    const octoJob = await restockJob(shop, live(), pla);
    const moonJob = await restockJob(shop, live(), petg);
    await Promise.all([octoProxy.held(), moonProxy.held()]);
    for (const job of [octoJob, moonJob])
      expect((await startsOf(shop, job.id)).map((s) => s.state)).toEqual(['starting']);
    await shop.kill(live());
    octoProxy.hold(null);
    moonProxy.hold(null);
    // OctoPrint got its start just as the shop died; Moonraker never did.
    octoProxy.release('forward');
    moonProxy.release('drop');
    await eventually(
      () => octo.control.stateText(),
      (s) => s === 'Printing',
      5_000,
      'OctoPrint printing the forwarded start',
    );

    await shop.spawn();
    const octoCaught = await eventually(
      () => jobRow(shop, octoJob.id),
      (j) => j.state === 'printing',
      20_000,
      'the OctoPrint job caught up as printing',
    );
    expect(octoCaught.flag).toBeNull();
    const moonCaught = await eventually(
      () => jobRow(shop, moonJob.id),
      (j) => j.flag === 'start_failed',
      20_000,
      'the Moonraker job flagged start_failed',
    );
    expect(moonCaught.state).toBe('assigned');
    // A few more polls: nothing tries either start again.
    await new Promise((r) => setTimeout(r, 3_000));
    const [octoStart] = await startsOf(shop, octoJob.id);
    expect((await startsOf(shop, octoJob.id)).map((s) => s.state)).toEqual(['started']);
    expect((await startsOf(shop, moonJob.id)).map((s) => s.state)).toEqual(['not_started']);
    expect(octo.control.startsOf(octoStart!.fileName)).toBe(1);
    expect(octo.control.printsStarted() - before.octo).toBe(1);
    expect(moon.printsStarted - before.moon).toBe(0);
    // The dropped request never reached Moonraker, and no second one was sent.
    expect(moon.startRequests - moonStartsBefore).toBe(0);
    expect((await jobRow(shop, moonJob.id)).flag).toBe('start_failed');
  }, 100_000);
});
