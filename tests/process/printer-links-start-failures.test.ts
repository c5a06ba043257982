import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMoonraker } from '../support/printer-fakes/fake-moonraker';
import type { FakeOctoPrint } from '../support/printer-fakes/fake-octoprint';
import type { HoldingProxy } from '../support/printer-fakes/holding-proxy';
import { ownerActs, startPrinterPair, type PrinterPair } from '../support/printer-link-pair';
import {
  eventually,
  jobRow,
  printedVariant,
  restockJob,
  sampleGcode,
  startsOf,
  type LinkShop,
} from '../support/printer-link-shop';

// Decision 178: a start that does not take. A silent non-start (OctoPrint's 204 and
// nothing printing, Moonraker's "ok" and nothing printing) fails that attempt and flags the job
// start_failed, with no second attempt until the owner's retry. A 409 / "SD busy" because the
// printer began someone else's print between the shop's look and its start is a conflict:
// never retried blindly.
let pair: PrinterPair;
let shop: LinkShop;
let octo: FakeOctoPrint;
let moon: FakeMoonraker;
let octoProxy: HoldingProxy;
let moonProxy: HoldingProxy;

beforeAll(async () => {
  pair = await startPrinterPair({ octoPrintSeconds: 20, moonPrintSeconds: 400, proxies: true });
  ({ shop, octo, moon } = pair);
  [octoProxy, moonProxy] = [pair.octoProxy!, pair.moonProxy!];
}, 120_000);

afterAll(async () => pair?.close());

const act = (jobId: string, action: 'retry' | 'good') =>
  ownerActs(shop, shop.servers[0]!, jobId, action);

const startPaths = (file: string) => ({
  octo: () => octo.control.requests()[`POST /api/files/local/${file}`] ?? 0,
});

describe('starts that do not take', () => {
  it('flags a silent non-start start_failed, tries no more until the owner retries', async () => {
    octo.control.silentNonStart(true);
    moon.silentNonStart(true);
    const server = shop.servers[0]!;
    const octoJob = await restockJob(shop, server, await printedVariant(shop, 'PLA'));
    const moonJob = await restockJob(shop, server, await printedVariant(shop, 'PETG'));
    for (const job of [octoJob, moonJob])
      await eventually(
        () => jobRow(shop, job.id),
        (j) => j.flag === 'start_failed',
        20_000,
        `${job.id} flagged start_failed`,
      );
    const moonRequests = moon.startRequests;
    const [octoStart] = await startsOf(shop, octoJob.id);
    // Several polls later: still one attempt each, no print, no second start request.
    await new Promise((r) => setTimeout(r, 2_500));
    for (const job of [octoJob, moonJob]) {
      const starts = await startsOf(shop, job.id);
      expect(starts.map((s) => s.state)).toEqual(['not_started']);
      expect(starts[0]!.error).toMatch(/accepted the start but/);
      expect((await jobRow(shop, job.id)).state).toBe('assigned');
    }
    expect(startPaths(octoStart!.fileName).octo()).toBe(1);
    expect(moon.startRequests).toBe(moonRequests);
    expect(moonRequests).toBe(1);
    expect(octo.control.printsStarted()).toBe(0);
    expect(moon.printsStarted).toBe(0);

    // The owner looks at the printers (the fault is gone) and retries: one new attempt each.
    octo.control.silentNonStart(false);
    moon.silentNonStart(false);
    await act(octoJob.id, 'retry');
    await act(moonJob.id, 'retry');
    for (const job of [octoJob, moonJob])
      await eventually(
        () => jobRow(shop, job.id),
        (j) => j.state === 'printed',
        20_000,
        `${job.id} printed after the retry`,
      );
    for (const job of [octoJob, moonJob])
      expect((await startsOf(shop, job.id)).map((s) => s.state)).toEqual(['not_started', 'ended']);
    expect(octo.control.printsStarted()).toBe(1);
    expect(moon.printsStarted).toBe(1);
    await act(octoJob.id, 'good');
    await act(moonJob.id, 'good');
  }, 100_000);

  it("handles a 409 / SD busy from someone else's print as a conflict, never retried", async () => {
    octoProxy.hold((method, path) => method === 'POST' && /^\/api\/files\/local\/.+/.test(path));
    moonProxy.hold((method, path) => method === 'POST' && path === '/printer/print/start');
    const before = { octo: octo.control.printsStarted(), moon: moon.printsStarted };
    const moonRequests = moon.startRequests;
    const server = shop.servers[0]!;
    const octoJob = await restockJob(shop, server, await printedVariant(shop, 'PLA'));
    const moonJob = await restockJob(shop, server, await printedVariant(shop, 'PETG'));
    await Promise.all([octoProxy.held(), moonProxy.held()]);
    // Meanwhile someone at each printer starts their own print (straight to the printer).
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sampleGcode('theirs'))]), 'theirs.gcode');
    form.append('print', 'true');
    const theirs = await fetch(`${octo.url}/api/files/local`, {
      method: 'POST',
      headers: { 'X-Api-Key': octo.apiKey },
      body: form,
    });
    expect(theirs.status).toBe(201);
    expect(octo.control.stateText()).toBe('Printing');
    moon.printer.files.set('theirs.gcode', sampleGcode('theirs'));
    moon.printer.start('theirs.gcode');
    octoProxy.hold(null);
    moonProxy.hold(null);
    octoProxy.release('forward');
    moonProxy.release('forward');

    for (const job of [octoJob, moonJob])
      await eventually(
        () => jobRow(shop, job.id),
        (j) => j.flag === 'start_failed',
        15_000,
        `${job.id} flagged after the conflict`,
      );
    const [octoStart] = await startsOf(shop, octoJob.id);
    const [moonStart] = await startsOf(shop, moonJob.id);
    expect(octoStart).toMatchObject({ state: 'conflict' });
    expect(octoStart!.error).toMatch(/active print job|already/i);
    expect(moonStart).toMatchObject({ state: 'conflict' });
    expect(moonStart!.error).toMatch(/SD busy/);
    // Their prints run on and end; the shop still does not try again.
    await eventually(
      () => [octo.control.stateText(), moon.printer.stats.state],
      ([o, m]) => o === 'Operational' && m === 'complete',
      15_000,
      'their prints done',
    );
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await startsOf(shop, octoJob.id)).map((s) => s.state)).toEqual(['conflict']);
    expect((await startsOf(shop, moonJob.id)).map((s) => s.state)).toEqual(['conflict']);
    expect(startPaths(octoStart!.fileName).octo()).toBe(1);
    expect(moon.startRequests - moonRequests).toBe(1);
    // Only their prints were started.
    expect(octo.control.printsStarted() - before.octo).toBe(1);
    expect(moon.printsStarted - before.moon).toBe(1);
    expect(octo.control.startsOf(octoStart!.fileName)).toBe(0);
    expect(octo.control.startsOf('theirs.gcode')).toBe(1);
  }, 100_000);
});
