import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { authSessions, userRoles, users } from '../../src/db/schema/auth';
import { products, productVariants } from '../../src/db/schema/catalog';
import { printJobEvents, printJobs } from '../../src/db/schema/production';
import { createAccessTokenKit } from '../../src/server/auth/access-token';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server';
import { spawnServer, type SpawnedServer } from '../support/spawn-server';

// Decision 169 across processes: two shop processes on one PostgreSQL create, assign and advance
// print jobs at the same time; the printer locks and the one-job-per-printer index must never let
// a job reach two printers, a printer hold two jobs, or a job start twice.
const SECRET = 'production-concurrency-secret-0123456789';
const dir = mkdtempSync(join(tmpdir(), 'production-concurrency-'));
const JOBS = 24;
const PRINTERS = 4;
let postgres: PostgresServer;
let database: DatabaseHandle;
const servers: SpawnedServer[] = [];
let authorization = '';

beforeAll(async () => {
  postgres = await startPostgresServer();
  const env = {
    DATABASE_URL: postgres.url(),
    DATA_DIR: join(dir, 'data'),
    WEB_DIR: join(dir, 'no-web'),
    LOG_LEVEL: 'warn',
    JWT_SECRET: SECRET,
    SLICER_PATH: 'off',
  };
  // The first one migrates; the second starts on the migrated database.
  servers.push(await spawnServer(env));
  servers.push(await spawnServer(env));
  database = await openDatabase({ databaseUrl: postgres.url(), dataDir: '', poolSize: 4 });
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
  authorization = `Bearer ${token}`;
}, 180_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await database?.close();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function api(server: SpawnedServer, method: string, path: string, body?: object) {
  const res = await fetch(`${server.url}/api/admin${path}`, {
    method,
    headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

type Job = { id: string; state: string; version: number; printerId: string | null };

const NEXT: Record<string, string> = { assigned: 'start', printing: 'printed', printed: 'good' };

/** One process's owner: takes any job it can move and moves it; a lost race is a 409. */
async function worker(
  server: SpawnedServer,
  seed: number,
  counts: { ok: number; conflicts: number },
) {
  let rounds = 0;
  while (rounds++ < 400) {
    const board = await api(server, 'GET', '/production/board');
    const jobs = (board.json.jobs as Job[]).filter((j) => NEXT[j.state]);
    const open = (board.json.jobs as Job[]).filter((j) => j.state !== 'good');
    if (open.length === 0) return;
    if (jobs.length === 0) continue;
    const job = jobs[(seed + rounds) % jobs.length]!;
    const res = await api(server, 'POST', `/production/jobs/${job.id}/actions`, {
      action: NEXT[job.state],
      version: job.version,
    });
    if (res.status === 200) counts.ok++;
    else if (res.status === 409) counts.conflicts++;
    else throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.json)}`);
  }
}

describe('production on two processes', () => {
  it('assigns and advances jobs concurrently without giving one job to two printers or starting one twice', async () => {
    const [a, b] = servers as [SpawnedServer, SpawnedServer];
    const [product] = await database.db
      .insert(products)
      .values({ name: 'Dragon', price: '20.00', sku: 'DRAGON-1' })
      .returning();
    // The default variant is made when the product's transaction commits (a trigger).
    const [variant] = await database.db
      .update(productVariants)
      .set({
        printedToOrder: true,
        printMaterial: 'PLA',
        printColour: 'Black',
        printQuality: 'standard',
        quantity: 0,
      })
      .where(eq(productVariants.productId, product!.id))
      .returning();
    // Printers added on both processes at once, then jobs from both at once: each change assigns.
    const printers = await Promise.all(
      Array.from({ length: PRINTERS }, (_, i) =>
        api(i % 2 ? a : b, 'POST', '/production/printers', {
          name: `P${i}`,
          bedXMm: 220,
          bedYMm: 220,
          bedZMm: 250,
          nozzleMm: 0.4,
          material: 'PLA',
          colour: 'Black',
        }),
      ),
    );
    expect(printers.map((p) => p.status)).toEqual(Array(PRINTERS).fill(201));
    const created = await Promise.all(
      Array.from({ length: JOBS }, (_, i) =>
        api(i % 2 ? a : b, 'POST', '/production/jobs', { variantId: variant!.id, pieces: 1 }),
      ),
    );
    expect(created.map((c) => c.status)).toEqual(Array(JOBS).fill(201));

    const counts = { ok: 0, conflicts: 0 };
    await Promise.all([
      worker(a, 0, counts),
      worker(a, 7, counts),
      worker(b, 3, counts),
      worker(b, 11, counts),
    ]);

    const jobs = await database.db.select().from(printJobs);
    expect(jobs).toHaveLength(JOBS);
    expect(jobs.every((j) => j.state === 'good')).toBe(true);
    // Each job was assigned once, started once, checked once; each piece went into stock once.
    const events = await database.db
      .select({
        jobId: printJobEvents.jobId,
        kind: printJobEvents.kind,
        n: sql<number>`count(*)::int`,
      })
      .from(printJobEvents)
      .groupBy(printJobEvents.jobId, printJobEvents.kind);
    for (const kind of ['assign', 'start', 'printed', 'good']) {
      const per = events.filter((e) => e.kind === kind);
      expect(per, kind).toHaveLength(JOBS);
      expect(
        per.every((e) => e.n === 1),
        kind,
      ).toBe(true);
    }
    // No printer ever held two jobs at once: every job's print interval on a printer is disjoint.
    const spans = await database.db
      .select({
        jobId: printJobEvents.jobId,
        printerId: sql<string>`coalesce(${printJobEvents.detail}->>'printerId', ${printJobEvents.detail}->>'toPrinterId')`,
        kind: printJobEvents.kind,
        at: printJobEvents.createdAt,
      })
      .from(printJobEvents)
      .where(sql`${printJobEvents.kind} in ('assign', 'good')`);
    const byJob = new Map<string, { printer?: string; from?: number; to?: number }>();
    for (const s of spans) {
      const span = byJob.get(s.jobId) ?? {};
      if (s.kind === 'assign') Object.assign(span, { printer: s.printerId, from: s.at.getTime() });
      else span.to = s.at.getTime();
      byJob.set(s.jobId, span);
    }
    const intervals = [...byJob.values()];
    for (const x of intervals)
      for (const y of intervals)
        if (x !== y && x.printer === y.printer)
          expect(x.to! <= y.from! || y.to! <= x.from!).toBe(true);
    expect(new Set(intervals.map((i) => i.printer)).size).toBe(PRINTERS);
    const [stock] = await database.db
      .select({ quantity: productVariants.quantity })
      .from(productVariants)
      .where(eq(productVariants.id, variant!.id));
    expect(stock!.quantity).toBe(JOBS);
    expect(counts.ok).toBe(JOBS * 3);
  }, 240_000);
});
