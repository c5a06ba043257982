import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView, PrinterView } from '#core/production/production-schemas';
import { printers } from '../../src/db/schema/production';
import { startNginx, type Balancer } from '../support/nginx-balancer';
import { startFakeMoonraker, type FakeMoonraker } from '../support/printer-fakes/fake-moonraker';
import { startFakeOctoPrint, type FakeOctoPrint } from '../support/printer-fakes/fake-octoprint';
import { startHoldingProxy, type HoldingProxy } from '../support/printer-fakes/holding-proxy';
import { processOfPort } from '../support/process-of-port';
import {
  addLinkedPrinter,
  DRIVER_ENV,
  eventually,
  jobRow,
  printedVariant,
  provideGcode,
  restockJob,
  startLinkShop,
  startsOf,
  type LinkShop,
} from '../support/printer-link-shop';
import type { SpawnedServer } from '../support/spawn-server';

// Decision 178: two shop processes on one PostgreSQL behind the README's nginx. Each
// connected printer is driven by exactly one process at a time (its lease in `printers`; the
// printers see requests from one process only: a proxy in front of each names the process by
// its socket); the holder killed with -9, the other takes its printers over within the lease and
// their jobs settle, each started once.
const LEASE_MS = Number(DRIVER_ENV.PRINTER_LEASE_MS);
const POLL_MS = Number(DRIVER_ENV.PRINTER_POLL_MS);
let shop: LinkShop;
let balancer: Balancer;
let octos: FakeOctoPrint[];
let moon: FakeMoonraker;
let proxies: HoldingProxy[];
let linked: PrinterView[];
let gcode: { stop(): Promise<void> } | null = null;

const pids = () => shop.servers.map((s) => s.child.pid!);
const port = (s: SpawnedServer) => Number(new URL(s.url).port);

beforeAll(async () => {
  // Prints of 8 s: the holder is killed mid-print, the other finishes the watching.
  octos = [
    await startFakeOctoPrint({ printSeconds: 40, speed: 5 }),
    await startFakeOctoPrint({ printSeconds: 40, speed: 5 }),
  ];
  moon = await startFakeMoonraker({ printSeconds: 800, speed: 100, tickMs: 100 });
  shop = await startLinkShop({ processes: 2 });
  const [a, b] = shop.servers as [SpawnedServer, SpawnedServer];
  // The README's upstream lists three; two processes fill it.
  balancer = await startNginx([port(a), port(b), port(a)]);
  const identify = (remotePort: number) => processOfPort(remotePort, pids());
  const fakes = [
    ...octos.map((f) => ({ f, kind: 'octoprint' as const })),
    { f: moon, kind: 'moonraker' as const },
  ];
  proxies = await Promise.all(fakes.map(({ f }) => startHoldingProxy(f.url, { identify })));
  linked = [];
  for (const [i, { f, kind }] of fakes.entries())
    linked.push(
      await addLinkedPrinter(shop, balancer.url, {
        name: `P${i}`,
        kind,
        url: proxies[i]!.url,
        apiKey: f.apiKey,
        material: 'PLA',
      }),
    );
  gcode = provideGcode(shop);
}, 120_000);

afterAll(async () => {
  await gcode?.stop();
  await balancer?.stop();
  await shop?.close();
  for (const proxy of proxies ?? []) await proxy.close();
  for (const fake of octos ?? []) await fake.close();
  await moon?.close();
});

async function leases() {
  return shop.database.db
    .select({ id: printers.id, driverId: printers.driverId })
    .from(printers)
    .where(
      inArray(
        printers.id,
        linked.map((p) => p.id),
      ),
    );
}

/** The processes each printer heard from since `since`. */
const sendersSince = (since: number) =>
  proxies.map((p) => new Set(p.senders.filter((s) => s.at >= since).map((s) => s.who)));

describe('two shop processes behind the balancer', () => {
  it('drives each printer from one process, and the other takes over within the lease', async () => {
    const variant = await printedVariant(shop, 'PLA');
    const jobs: JobView[] = [];
    // The owner's requests go through nginx, to either process.
    for (let i = 0; i < linked.length; i++)
      jobs.push(await restockJob(shop, balancer.url, variant));
    await eventually(
      () => Promise.all(jobs.map((j) => jobRow(shop, j.id))),
      (rows) => rows.every((j) => j.state === 'printing'),
      30_000,
      'all printing',
    );
    const steadyFrom = Date.now();
    await new Promise((r) => setTimeout(r, 4 * POLL_MS));
    const held = await leases();
    expect(held.every((p) => p.driverId !== null)).toBe(true);
    // Each printer heard from exactly one shop process, the one its lease names.
    const before = sendersSince(steadyFrom);
    for (const senders of before) {
      expect(senders.size).toBe(1);
      expect([...senders][0]).not.toBe('unknown');
    }
    const holderPid = Number([...before[0]!][0]);
    const holder = shop.servers.find((s) => s.child.pid === holderPid)!;
    const other = shop.servers.find((s) => s !== holder)!;
    const holderDriver = held.find((p) => p.id === linked[0]!.id)!.driverId;
    const taken = held.filter((p) => p.driverId === holderDriver).map((p) => p.id);
    // Two processes, one lease each printer: printers of the same driver id hear one pid.
    for (const [i, p] of linked.entries())
      if (taken.includes(p.id)) expect([...before[i]!]).toEqual([String(holderPid)]);

    await shop.kill(holder);
    const killedAt = Date.now();
    const after = await eventually(
      leases,
      (rows) =>
        rows
          .filter((r) => taken.includes(r.id))
          .every((r) => r.driverId !== null && r.driverId !== holderDriver),
      LEASE_MS * 3,
      'the survivor holds the dead process’s printers',
    );
    const takeoverMs = Date.now() - killedAt;
    // Expired at most a lease after its last renewal; the survivor's next lease round (every
    // third of a lease) takes it, and a poll later it is being watched.
    expect(takeoverMs).toBeLessThan(LEASE_MS + LEASE_MS / 3 + POLL_MS);
    expect(new Set(after.map((r) => r.driverId)).size).toBe(1);

    await eventually(
      () => Promise.all(jobs.map((j) => jobRow(shop, j.id))),
      (rows) => rows.every((j) => j.state === 'printed'),
      30_000,
      'all printed after the takeover',
    );
    const afterTakeover = sendersSince(killedAt + takeoverMs + POLL_MS);
    for (const senders of afterTakeover) expect([...senders]).toEqual([String(other.child.pid)]);
    // Each job started once, on the printer it was given, whatever process watched its end.
    for (const job of jobs)
      expect((await startsOf(shop, job.id)).map((s) => s.state)).toEqual(['ended']);
    for (const fake of octos) expect(fake.control.printsStarted()).toBe(1);
    expect(moon.printsStarted).toBe(1);
    console.log(
      `balancer: ${taken.length} printers taken over ${takeoverMs} ms after the holder's kill -9 (lease ${LEASE_MS} ms, poll ${POLL_MS} ms)`,
    );
  }, 100_000);
});
