import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Board, JobView, PrinterView } from '#core/production/production-schemas';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { authSessions, userRoles, users } from '../../src/db/schema/auth';
import { products, productVariants } from '../../src/db/schema/catalog';
import { printers, printJobs, printStarts } from '../../src/db/schema/production';
import { createAccessTokenKit } from '../../src/server/auth/access-token';
import { GCODE_BUCKET } from '../../src/server/production/gcode-dispatcher';
import { createPostgresFileStorage } from '../../src/server/storage/postgres-file-storage';
import { startPostgresServer, type PostgresServer } from './postgres-server';
import { spawnServer, waitForExit, type SpawnedServer } from './spawn-server';

/**
 * The printer links' process tests: real shop processes (`npm start`'s entry) on a real PostgreSQL, their
 * printer driver pointed at protocol fakes by small poll and lease values, and the owner's API
 * over real HTTP. The test reads the database and the fakes' counters; the shop is never told
 * anything but what the owner would tell it.
 */

const SECRET = 'printer-links-process-secret-0123456789';

/** The driver's knobs as the shop reads them (decision 178): fast, for a test. */
export const DRIVER_ENV = {
  PRINTER_POLL_MS: '250',
  PRINTER_LEASE_MS: '3000',
} as const;

export type LinkShop = {
  postgres: PostgresServer;
  database: DatabaseHandle;
  env: Record<string, string>;
  servers: SpawnedServer[];
  authorization: string;
  /** Starts one more shop process on the same database (a restart, or a second process). */
  spawn(extra?: Record<string, string>): Promise<SpawnedServer>;
  /** `kill -9`, and waits until it is gone. */
  kill(server: SpawnedServer): Promise<void>;
  api<T = Record<string, unknown>>(
    server: SpawnedServer | string,
    method: string,
    path: string,
    body?: object,
  ): Promise<{ status: number; json: T }>;
  close(): Promise<void>;
};

export async function startLinkShop(
  options: { processes?: number; env?: Record<string, string> } = {},
): Promise<LinkShop> {
  const dir = mkdtempSync(join(tmpdir(), 'printer-links-'));
  const postgres = await startPostgresServer();
  const env: Record<string, string> = {
    DATABASE_URL: postgres.url(),
    DATA_DIR: join(dir, 'data'),
    WEB_DIR: join(dir, 'no-web'),
    LOG_LEVEL: 'warn',
    JWT_SECRET: SECRET,
    // The test stands in for the slicer (provideGcode): slicing is not what is tested here.
    SLICER_PATH: 'off',
    ...DRIVER_ENV,
    ...options.env,
  };
  const servers: SpawnedServer[] = [];
  const spawn = async (extra: Record<string, string> = {}) => {
    const server = await spawnServer({ ...env, ...extra });
    servers.push(server);
    return server;
  };
  // The first one migrates; any other starts on the migrated database.
  await spawn({ SHOP_PROCESS: 'a' });
  for (let i = 1; i < (options.processes ?? 1); i++)
    await spawn({ SHOP_PROCESS: String.fromCharCode(97 + i) });
  const database = await openDatabase({ databaseUrl: postgres.url(), dataDir: '', poolSize: 4 });
  const authorization = await ownerToken(database);
  const api: LinkShop['api'] = async (server, method, path, body) => {
    const base = typeof server === 'string' ? server : server.url;
    const res = await fetch(`${base}/api/admin${path}`, {
      method,
      headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as never };
  };
  return {
    postgres,
    database,
    env,
    servers,
    authorization,
    spawn,
    async kill(server) {
      server.child.kill('SIGKILL');
      await waitForExit(server.child);
    },
    api,
    async close() {
      for (const server of servers)
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => waitForExit(s.child)));
      await database.close();
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function ownerToken(database: DatabaseHandle): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ email: 'owner@example.com', passwordHash: 'x', emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  await database.db.insert(userRoles).values({ userId: user!.id, role: 'admin' });
  const [session] = await database.db
    .insert(authSessions)
    .values({ userId: user!.id })
    .returning({ id: authSessions.id });
  const { token } = await createAccessTokenKit(SECRET, 3600).sign({
    userId: user!.id,
    email: 'owner@example.com',
    sessionId: session!.id,
    role: 'admin',
  });
  return `Bearer ${token}`;
}

/** A connected printer added through the owner's API, loaded with this filament. */
export async function addLinkedPrinter(
  shop: LinkShop,
  server: SpawnedServer | string,
  printer: {
    name: string;
    kind: 'octoprint' | 'moonraker';
    url: string;
    apiKey: string;
    material: string;
    colour?: string;
  },
): Promise<PrinterView> {
  const res = await shop.api<PrinterView>(server, 'POST', '/production/printers', {
    name: printer.name,
    kind: printer.kind,
    baseUrl: printer.url,
    apiKey: printer.apiKey,
    bedXMm: 220,
    bedYMm: 220,
    bedZMm: 250,
    nozzleMm: 0.4,
    material: printer.material,
    colour: printer.colour ?? 'Black',
  });
  if (res.status !== 201) throw new Error(`printer ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json;
}

/** A product whose variant is printed to order in this filament (none in stock). */
export async function printedVariant(
  shop: LinkShop,
  material: string,
  colour = 'Black',
): Promise<string> {
  const [product] = await shop.database.db
    .insert(products)
    .values({ name: `${material} part`, price: '20.00', sku: `PART-${randomUUID().slice(0, 8)}` })
    .returning();
  // The default variant is made when the product's transaction commits (a trigger).
  const [variant] = await shop.database.db
    .update(productVariants)
    .set({
      printedToOrder: true,
      printMaterial: material,
      printColour: colour,
      printQuality: 'standard',
      quantity: 0,
    })
    .where(eq(productVariants.productId, product!.id))
    .returning();
  return variant!.id;
}

/** The owner's restock job for a variant (assigned at once to a free printer that suits). */
export async function restockJob(
  shop: LinkShop,
  server: SpawnedServer | string,
  variantId: string,
): Promise<JobView> {
  const res = await shop.api<JobView>(server, 'POST', '/production/jobs', {
    variantId,
    pieces: 1,
  });
  if (res.status !== 201) {
    const log = shop.servers.map((s) => s.output().slice(-3000)).join('\n---\n');
    throw new Error(`job ${res.status}: ${JSON.stringify(res.json)}\n${log}`);
  }
  return res.json;
}

/** Some G-code: a few hundred moves, as a sliced part begins. */
export function sampleGcode(label: string): Buffer {
  const moves = Array.from({ length: 400 }, (_, i) => `G1 X${i % 200} Y${(i * 7) % 200} E0.05`);
  return Buffer.from(`; ${label}\nG28\nM104 S210\nM140 S60\n${moves.join('\n')}\nM84\n`);
}

/**
 * Stands in for the slicer: every assigned job whose G-code is not ready for its printer gets a
 * stored G-code file and `gcode_status = 'ready'`, as the G-code dispatcher's own success writes
 * it (decision 169). Slicing is tested elsewhere; here it would cost tens of seconds a job.
 */
export function provideGcode(shop: LinkShop, everyMs = 100): { stop(): Promise<void> } {
  const storage = createPostgresFileStorage(shop.database.db);
  let stopped = false;
  const round = async () => {
    const due = await shop.database.db
      .select({ id: printJobs.id, printerId: printJobs.printerId })
      .from(printJobs)
      .where(
        and(
          eq(printJobs.state, 'assigned'),
          sql`(${printJobs.gcodeStatus} <> 'ready' or ${printJobs.gcodePrinterId} is distinct from ${printJobs.printerId})`,
        ),
      );
    for (const job of due) {
      const objectName = `gcode-${randomUUID()}.gcode`;
      await storage.put(GCODE_BUCKET, objectName, sampleGcode(job.id), {
        contentType: 'application/octet-stream',
        metadata: { jobId: job.id, printerId: job.printerId ?? '' },
      });
      await shop.database.db
        .update(printJobs)
        .set({
          gcodeStatus: 'ready',
          gcodeRef: objectName,
          gcodePrinterId: job.printerId,
          gcodeError: null,
        })
        .where(
          and(
            eq(printJobs.id, job.id),
            eq(printJobs.state, 'assigned'),
            sql`${printJobs.printerId} is not distinct from ${job.printerId}`,
          ),
        );
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await round();
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

export async function jobRow(shop: LinkShop, jobId: string) {
  const [row] = await shop.database.db.select().from(printJobs).where(eq(printJobs.id, jobId));
  return row!;
}

export async function printerRow(shop: LinkShop, printerId: string) {
  const [row] = await shop.database.db.select().from(printers).where(eq(printers.id, printerId));
  return row!;
}

export async function startsOf(shop: LinkShop, jobId: string) {
  return shop.database.db
    .select()
    .from(printStarts)
    .where(eq(printStarts.jobId, jobId))
    .orderBy(printStarts.createdAt);
}

export async function board(shop: LinkShop, server: SpawnedServer): Promise<Board> {
  const res = await shop.api<Board>(server, 'GET', '/production/board');
  if (res.status !== 200) throw new Error(`board ${res.status}`);
  return res.json;
}

/** Polls `read` until `ok`, or fails with the last value seen. */
export async function eventually<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  withinMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${withinMs} ms; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
