import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { printers } from '../../src/db/schema/production';
import {
  createPrinterDriver,
  type PrinterDriver,
} from '../../src/server/production/printer-links/printer-driver';
import { ScriptedPrinter, scriptedFactory } from '../support/scripted-printer';
import { createTestApp, type TestApp } from '../support/test-app';
import { testEngine } from '../support/test-database';

// Decision 178: two shop processes on one PostgreSQL database each drive a printer only while
// holding its lease; one that stops renewing (its connection gone, as a killed process's) loses
// its printers to the other within the lease. The embedded engine has one process: no test.
const fleet = new Map<string, ScriptedPrinter>();
const LEASE_MS = 900;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    // The app's own driver stays out of the way: its lease is renewed rarely, its poll never.
    { printerLinks: { pollMs: 3_600_000, leaseMs: 3_600_000, staleMs: 0 } },
    { printerAdapters: scriptedFactory(fleet) },
  );
  await t.app.printerDriver.close();
}, 120_000);
afterAll(async () => t?.close());

const driverOn = (handle: DatabaseHandle, name: string): PrinterDriver =>
  createPrinterDriver({
    db: handle.db,
    storage: t.app.storage,
    afterCommit: t.app.afterCommit,
    log: t.app.log,
    factory: scriptedFactory(fleet),
    pollMs: 3_600_000,
    leaseMs: LEASE_MS,
    staleMs: 0,
    driverId: name,
  });

async function linkedPrinters(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const baseUrl = `http://lease-${randomUUID().slice(0, 8)}.test`;
    fleet.set(baseUrl, new ScriptedPrinter());
    const [row] = await t.app.db
      .insert(printers)
      .values({
        name: `Lease ${i}`,
        kind: 'moonraker',
        baseUrl,
        bedXMm: 200,
        bedYMm: 200,
        bedZMm: 200,
        material: 'PLA',
        colour: `Lease-${randomUUID().slice(0, 6)}`,
        linkState: 'offline',
      })
      .returning({ id: printers.id });
    ids.push(row!.id);
  }
  return ids;
}

describe('printer leases (decision 178)', () => {
  it('two drivers on one database never hold one printer; one closing hands them over at once', async () => {
    const ids = await linkedPrinters(3);
    const a = driverOn(t.database, 'process-a');
    const b = driverOn(t.database, 'process-b');
    try {
      await Promise.all([a.tick(), b.tick()]);
      const heldA = a.held().filter((id) => ids.includes(id));
      const heldB = b.held().filter((id) => ids.includes(id));
      expect(heldA.length + heldB.length).toBe(ids.length);
      expect(heldA.filter((id) => heldB.includes(id))).toEqual([]);
      await (heldA.length > 0 ? a : b).close();
      const other = heldA.length > 0 ? b : a;
      await other.tick();
      expect(
        other
          .held()
          .filter((id) => ids.includes(id))
          .sort(),
      ).toEqual([...ids].sort());
    } finally {
      await a.close();
      await b.close();
    }
  });
});

if (testEngine() === 'postgres') {
  describe('printer leases on PostgreSQL (decision 178)', () => {
    it('a holder whose connection dies loses its printers to the other within the lease', async () => {
      const ids = await linkedPrinters(4);
      const url = (t.database as DatabaseHandle & { url: string }).url;
      const dying = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
      const a = driverOn(dying, 'process-a');
      const b = driverOn(t.database, 'process-b');
      try {
        await Promise.all([a.tick(), b.tick()]);
        await Promise.all([a.tick(), b.tick()]);
        const heldA = a.held().filter((id) => ids.includes(id));
        const heldB = b.held().filter((id) => ids.includes(id));
        expect(heldA.length + heldB.length).toBe(ids.length);
        expect(heldA.filter((id) => heldB.includes(id))).toEqual([]);
        // A's connection dies: it can renew nothing; B has every printer once A's lease is over.
        const started = Date.now();
        await dying.close();
        while (b.held().filter((id) => ids.includes(id)).length < ids.length) {
          expect(Date.now() - started).toBeLessThan(LEASE_MS * 4);
          await new Promise((r) => setTimeout(r, 50));
          await b.tick();
        }
        expect(Date.now() - started).toBeGreaterThanOrEqual(heldA.length > 0 ? LEASE_MS / 2 : 0);
      } finally {
        await b.close();
        await a.close();
      }
    }, 60_000);
  });
}
