import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { multipartBody } from '../support/model-upload';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server';
import { connectRealtime } from '../support/realtime-client';
import { spawnServer, waitForExit, type SpawnedServer } from '../support/spawn-server';

// Decision 123 end to end: real server processes on one PostgreSQL, the real PrusaSlicer, and
// stand-in slicers (shell scripts that answer --help like PrusaSlicer) that fail, hang or are slow.
const dir = mkdtempSync(join(tmpdir(), 'slicer-queue-'));
chmodSync(dir, 0o755);
let postgres: PostgresServer;
const started: SpawnedServer[] = [];

const script = (name: string, body: string) => {
  const file = join(dir, name);
  writeFileSync(
    file,
    `#!/bin/sh\nif [ "$1" = "--help" ]; then echo "PrusaSlicer-2.5.0+stand-in"; exit 0; fi\n${body}\n`,
  );
  chmodSync(file, 0o755);
  return file;
};
const failing = script(
  'failing.sh',
  'echo "error: stand-in slicer refuses this model" >&2; exit 1',
);
const hanging = script('hanging.sh', 'sleep 60');
const sliceStarted = join(dir, 'slow-slice-started');
const slow = script('slow.sh', `touch ${sliceStarted}; sleep 30; exec /usr/bin/prusa-slicer "$@"`);

beforeAll(async () => {
  postgres = await startPostgresServer();
}, 60_000);
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const server = await spawnServer({
    DATABASE_URL: postgres.url(),
    DATA_DIR: join(dir, 'data'),
    WEB_DIR: join(dir, 'no-web'),
    LOG_LEVEL: 'warn',
    ...env,
  });
  started.push(server);
  return server;
}
async function stop(server: SpawnedServer) {
  server.child.kill('SIGTERM');
  await waitForExit(server.child);
}

async function quote(server: SpawnedServer, size: [number, number, number]) {
  const { payload, headers } = multipartBody(encodeBinaryStl(makeBox(size)), 'part.stl');
  const upload = await fetch(`${server.url}/api/custom-prints/models`, {
    method: 'POST',
    body: payload,
    headers,
  });
  expect(upload.status).toBe(201);
  const modelId = (await upload.json()).model.id;
  const options = await (await fetch(`${server.url}/api/custom-prints/options`)).json();
  const pla = options.materials.find((m: { name: string }) => m.name === 'PLA');
  const res = await fetch(`${server.url}/api/custom-prints/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      modelId,
      materialId: pla.id,
      colour: pla.colours[0],
      quality: 'standard',
      infillPercent: 20,
      quantity: 1,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).quote as { id: string; slice: { status: string } };
}
/** What the customer's page reads of a quote: where the slicer is, never its figures. */
const read = async (server: SpawnedServer, id: string) =>
  (await (await fetch(`${server.url}/api/custom-prints/quotes/${id}`)).json()).quote;
/** The owner's side of a quote (the slicer's figures, its error, the breakdown), as stored. */
async function readStored(id: string) {
  const client = new pg.Client({ connectionString: postgres.url() });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select status, slice_status, sliced, slice_error, breakdown from print_quotes where id = $1',
      [id],
    );
    const row = rows[0];
    return {
      status: row.status,
      slice: { status: row.slice_status, figures: row.sliced, error: row.slice_error },
      breakdown: row.breakdown,
    };
  } finally {
    await client.end();
  }
}
async function until(server: SpawnedServer, id: string, status: string, withinMs: number) {
  await expect
    .poll(
      async () => {
        const { slice } = await read(server, id);
        if (slice.status === status) return status;
        return `${slice.status}: ${(await readStored(id)).slice.error}`;
      },
      { timeout: withinMs, interval: 200 },
    )
    .toBe(status);
  return readStored(id);
}

describe('the slicing queue across processes', () => {
  it('slices a real model through the queue and tells the quote page over the live channel', async () => {
    const server = await start({});
    const socket = await connectRealtime(server.url);
    await socket.next((m) => m.type === 'ready');
    const created = await quote(server, [20, 20, 20]);
    expect(created.slice.status).toBe('queued');
    const event = await socket.next(
      (m) => m.type === 'event' && m.event.type === 'quote.updated',
      20_000,
    );
    expect(event).toMatchObject({ event: { sliceStatus: 'sliced', userId: null } });
    expect((await read(server, created.id)).slice).toEqual({ status: 'sliced' });
    const sliced = await readStored(created.id);
    expect(sliced.slice.status).toBe('sliced');
    expect(sliced.slice.figures.gramsPerUnit).toBeGreaterThan(2);
    expect(sliced.breakdown.gramsPerUnit).toBeCloseTo(sliced.slice.figures.gramsPerUnit, 6);
    socket.close();
    await stop(server);
  });

  it('sends a quote to review when the slicer fails or runs past its time', async () => {
    const failingServer = await start({ SLICER_PATH: failing });
    const failed = await until(
      failingServer,
      (await quote(failingServer, [10, 10, 10])).id,
      'review',
      20_000,
    );
    expect(failed.status).toBe('requested');
    expect(failed.slice.error).toContain('stand-in slicer refuses this model');
    await stop(failingServer);

    const hangingServer = await start({ SLICER_PATH: hanging, SLICER_TIMEOUT_SECONDS: '1' });
    const began = Date.now();
    const timedOut = await until(
      hangingServer,
      (await quote(hangingServer, [10, 10, 10])).id,
      'review',
      20_000,
    );
    expect(timedOut.slice.error).toMatch(/took longer than 1 s/);
    expect(Date.now() - began).toBeLessThan(15_000);
    await stop(hangingServer);
  });

  it('gives a job whose process was killed mid-slice to another process after its lease', async () => {
    // Lease: twice the 3 s wall clock plus 5 s = 11 s from the claim.
    const first = await start({ SLICER_PATH: slow, SLICER_TIMEOUT_SECONDS: '3' });
    const { id } = await quote(first, [12, 12, 12]);
    await expect.poll(() => existsSync(sliceStarted), { timeout: 15_000 }).toBe(true);
    first.child.kill('SIGKILL');
    await waitForExit(first.child);

    const second = await start({ SLICER_TIMEOUT_SECONDS: '3' });
    const sliced = await until(second, id, 'sliced', 30_000);
    expect(sliced.slice.figures.gramsPerUnit).toBeGreaterThan(1);
    const client = new pg.Client({ connectionString: postgres.url() });
    await client.connect();
    try {
      const { rows } = await client.query(
        'select status, attempts from slice_jobs where quote_id = $1',
        [id],
      );
      // Claimed once by the killed process, once by the one that finished it.
      expect(rows).toEqual([{ status: 'done', attempts: 2 }]);
    } finally {
      await client.end();
    }
    await stop(second);
  });
});
