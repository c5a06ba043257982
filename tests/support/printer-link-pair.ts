import { expect } from 'vitest';
import type { JobActionInput, PrinterView } from '#core/production/production-schemas';
import type { SpawnedServer } from './spawn-server';
import { startFakeMoonraker, type FakeMoonraker } from './printer-fakes/fake-moonraker';
import { startFakeOctoPrint, type FakeOctoPrint } from './printer-fakes/fake-octoprint';
import { startHoldingProxy, type HoldingProxy } from './printer-fakes/holding-proxy';
import {
  addLinkedPrinter,
  jobRow,
  provideGcode,
  startLinkShop,
  type LinkShop,
} from './printer-link-shop';

/**
 * One shop process driving the two protocol fakes: an OctoPrint loaded with PLA and a Moonraker
 * loaded with PETG, so a job goes to one or the other by its material. With `proxies`, each is
 * reached through a holding proxy (a test can hold the way between upload and start). Jobs get
 * their G-code as a good slice would give it (`provideGcode`).
 */
export type PrinterPair = {
  shop: LinkShop;
  octo: FakeOctoPrint;
  moon: FakeMoonraker;
  octoPrinter: PrinterView;
  moonPrinter: PrinterView;
  octoProxy: HoldingProxy | null;
  moonProxy: HoldingProxy | null;
  /** The stand-in slicer; a test may stop it and start another (closed with the pair). */
  gcode: { stop(): Promise<void> };
  close(): Promise<void>;
};

export async function startPrinterPair(options: {
  /** A print's length in the fake's own seconds: OctoPrint's clock runs 5×, Moonraker's 100×. */
  octoPrintSeconds: number;
  moonPrintSeconds: number;
  proxies?: boolean;
}): Promise<PrinterPair> {
  const octo = await startFakeOctoPrint({ printSeconds: options.octoPrintSeconds, speed: 5 });
  const moon = await startFakeMoonraker({
    printSeconds: options.moonPrintSeconds,
    speed: 100,
    tickMs: 100,
  });
  const octoProxy = options.proxies ? await startHoldingProxy(octo.url) : null;
  const moonProxy = options.proxies ? await startHoldingProxy(moon.url) : null;
  const shop = await startLinkShop();
  const server = shop.servers[0]!;
  const octoPrinter = await addLinkedPrinter(shop, server, {
    name: 'Octo',
    kind: 'octoprint',
    url: octoProxy?.url ?? octo.url,
    apiKey: octo.apiKey,
    material: 'PLA',
  });
  const moonPrinter = await addLinkedPrinter(shop, server, {
    name: 'Moon',
    kind: 'moonraker',
    url: moonProxy?.url ?? moon.url,
    apiKey: moon.apiKey,
    material: 'PETG',
  });
  const pair: PrinterPair = {
    shop,
    octo,
    moon,
    octoPrinter,
    moonPrinter,
    octoProxy,
    moonProxy,
    gcode: provideGcode(shop),
    async close() {
      await pair.gcode.stop();
      await shop.close();
      await octoProxy?.close();
      await moonProxy?.close();
      await octo.close();
      await moon.close();
    },
  };
  return pair;
}

/** The owner's action on a job at its current version, through `server`; it must be taken. */
export async function ownerActs(
  shop: LinkShop,
  server: SpawnedServer,
  jobId: string,
  action: JobActionInput['action'],
): Promise<void> {
  const job = await jobRow(shop, jobId);
  const res = await shop.api(server, 'POST', `/production/jobs/${jobId}/actions`, {
    action,
    version: job.version,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}
