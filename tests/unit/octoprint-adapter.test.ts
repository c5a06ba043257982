import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { linkStatusSchema } from '#core/production/printer-links/link-status';
import { createOctoPrintAdapter } from '../../src/server/production/printer-links/octoprint-adapter';
import { PrinterLinkError } from '../../src/server/production/printer-links/printer-adapter';
import { printerRequest } from '../../src/server/production/printer-links/printer-http';
import {
  startFakeOctoPrint,
  startFakeOctoPrints,
  type FakeOctoPrint,
  type FakeOctoPrintOptions,
} from '../support/printer-fakes/fake-octoprint';
import { spawnFakeOctoPrint } from '../support/printer-fakes/spawn-fake-octoprint';

/**
 * The real OctoPrint adapter against the fake OctoPrint over real HTTP (decision 178): what
 * the driver relies on, start confirmed by the job, 409 as a conflict, the catch-up per case.
 */

const GCODE = Buffer.from('G28\nG1 X10 Y10 F3000\nM104 S0\n'.repeat(200));
const NAME = 'lw-3f2a1c9e-0b4d-4e8a-9c71-5d6e7f8a9b0c.gcode';
const OTHER = 'lw-00000000-0000-4000-8000-000000000000.gcode';

let fake: FakeOctoPrint | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

async function setUp(options: FakeOctoPrintOptions = {}) {
  fake = await startFakeOctoPrint({ printSeconds: 600, speed: 100, ...options });
  const adapter = createOctoPrintAdapter(
    { kind: 'octoprint', baseUrl: fake.url, apiKey: fake.apiKey },
    { confirmChecks: 4, confirmDelayMs: 50 },
  );
  return { fake, adapter };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function failureOf(promise: Promise<unknown>): Promise<PrinterLinkError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrinterLinkError);
  return error as PrinterLinkError;
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 5_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await pause(25);
  }
}

describe('test connection', () => {
  it('answers the version and state OctoPrint gives', async () => {
    const { adapter } = await setUp({ version: '1.11.2' });
    expect(await adapter.test()).toEqual({
      ok: true,
      version: 'OctoPrint 1.11.2',
      state: 'ready',
      message: null,
    });
  });

  it('says the key was refused, and sends it as X-Api-Key', async () => {
    const { fake } = await setUp();
    const wrong = createOctoPrintAdapter({ kind: 'octoprint', baseUrl: fake.url, apiKey: 'nope' });
    const report = await wrong.test();
    expect(report).toEqual({ ok: false, reason: expect.stringMatching(/refused the API key/) });
    expect(fake.control.requests()['GET /api/version']).toBe(1);
  });

  it('says an address is unreachable, or answers but is not OctoPrint', async () => {
    const { fake } = await setUp();
    const url = fake.url;
    await fake.close();
    const gone = createOctoPrintAdapter({ kind: 'octoprint', baseUrl: url, apiKey: 'k' });
    expect(await gone.test()).toEqual({
      ok: false,
      reason: expect.stringMatching(/could not be reached/),
    });
    const web = createServer((_req, res) => res.end('<html>a router</html>'));
    await new Promise<void>((done) => web.listen(0, '127.0.0.1', done));
    const port = (web.address() as AddressInfo).port;
    const router = createOctoPrintAdapter({
      kind: 'octoprint',
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: 'k',
    });
    const report = await router.test();
    web.close();
    expect(report).toEqual({ ok: false, reason: expect.stringMatching(/not as OctoPrint does/) });
  });

  it('reports a printer OctoPrint is not connected to as offline', async () => {
    const { fake, adapter } = await setUp();
    await fake.control.goOffline('disconnected');
    expect(await adapter.test()).toMatchObject({ ok: true, state: 'offline', message: 'Offline' });
  });
});

describe('upload, start and watch', () => {
  it('uploads without starting, starts once, and the status moves', async () => {
    const { fake, adapter } = await setUp();
    await adapter.upload(NAME, GCODE);
    expect(fake.control.fileBytes(NAME)?.equals(GCODE)).toBe(true);
    expect(fake.control.printsStarted()).toBe(0);
    expect(await adapter.status()).toMatchObject({ state: 'ready', fileName: null });

    expect(await adapter.start(NAME)).toEqual({ kind: 'started' });
    const first = await adapter.status();
    const later = await eventually(
      () => adapter.status(),
      (s) => (s.progress ?? 0) > (first.progress ?? 0) + 0.01,
    );
    expect(linkStatusSchema.parse(later)).toEqual(later);
    expect(first).toMatchObject({ state: 'printing', fileName: NAME, toolTargetC: 210 });
    expect(later.progress!).toBeGreaterThan(first.progress!);
    expect(later.secondsLeft!).toBeLessThan(first.secondsLeft!);
    expect(later.toolC).toBeGreaterThan(200);
    expect(later.bedTargetC).toBe(60);
    expect(fake.control.startsOf(NAME)).toBe(1);
  });

  it('reads a finished print as complete', async () => {
    const { adapter } = await setUp({ printSeconds: 20, speed: 100 });
    await adapter.upload(NAME, GCODE);
    expect((await adapter.start(NAME)).kind).toBe('started');
    const done = await eventually(
      () => adapter.status(),
      (s) => s.state === 'complete',
    );
    expect(done).toMatchObject({ state: 'complete', progress: 1, fileName: NAME });
    expect(await adapter.lastRunOf(NAME)).toBe('complete');
  });

  it('refuses a name OctoPrint would store differently', async () => {
    const { adapter } = await setUp();
    const error = await adapter.upload('lw-a b#?.gcode', GCODE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterLinkError);
    expect((error as PrinterLinkError).message).toMatch(/another name \(lw-a_b__\.gcode\)/);
  });

  it('takes a silent non-start (204, no print) for not_started', async () => {
    const { fake, adapter } = await setUp();
    await adapter.upload(NAME, GCODE);
    fake.control.silentNonStart();
    const outcome = await adapter.start(NAME);
    expect(outcome).toEqual({
      kind: 'not_started',
      reason: expect.stringMatching(/accepted the start but the printer is not printing/),
    });
    expect(fake.control.printsStarted()).toBe(0);
    expect(await adapter.lastRunOf(NAME)).toBe('none');
  });

  it('takes a 409 while printing for a conflict, asked once', async () => {
    const { fake, adapter } = await setUp();
    await adapter.upload(NAME, GCODE);
    await adapter.upload(OTHER, GCODE);
    expect(await adapter.start(NAME)).toEqual({ kind: 'started' });
    expect(await adapter.start(OTHER)).toEqual({
      kind: 'conflict',
      reason: expect.stringMatching(/already printing/),
    });
    expect(fake.control.requests()[`POST /api/files/local/${OTHER}`]).toBe(1);
    expect(fake.control.printsStarted()).toBe(1);
    expect(fake.control.startsOf(OTHER)).toBe(0);
  });

  it('does not take a 204 while another file prints for a start', async () => {
    const { fake, adapter } = await setUp({ conflictWhilePrinting: false });
    await adapter.upload(NAME, GCODE);
    await adapter.upload(OTHER, GCODE);
    expect(await adapter.start(NAME)).toEqual({ kind: 'started' });
    expect(await adapter.start(OTHER)).toEqual({
      kind: 'not_started',
      reason: 'OctoPrint accepted the start but is printing another file.',
    });
    expect(fake.control.printsStarted()).toBe(1);
  });

  it('answers a start of a file it does not have with not_started', async () => {
    const { adapter } = await setUp();
    expect(await adapter.start(NAME)).toEqual({
      kind: 'not_started',
      reason: 'OctoPrint does not have the file.',
    });
  });
});

describe('pause, resume and cancel', () => {
  it('pauses (progress holds), resumes, cancels, and says why a command is refused', async () => {
    const { adapter } = await setUp();
    await adapter.upload(NAME, GCODE);
    await adapter.start(NAME);
    await adapter.pause();
    const paused = await adapter.status();
    expect(paused.state).toBe('paused');
    await pause(100);
    expect((await adapter.status()).progress).toBe(paused.progress);
    expect(await adapter.lastRunOf(NAME)).toBe('paused');
    await adapter.resume();
    expect((await adapter.status()).state).toBe('printing');
    expect(await adapter.lastRunOf(NAME)).toBe('printing');
    await adapter.cancel();
    expect(await adapter.status()).toMatchObject({ state: 'ready', progress: null });
    expect(await adapter.lastRunOf(NAME)).toBe('cancelled');
    const refused = await adapter.pause().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PrinterLinkError);
    expect((refused as PrinterLinkError).message).toMatch(/HTTP 409.*neither printing nor paused/);
  });
});

describe('failures at the printer', () => {
  it('a failure at 40 % is an error with the printer’s words, settled as error', async () => {
    const { fake, adapter } = await setUp({ printSeconds: 60, speed: 60 });
    fake.control.failAt(0.4);
    await adapter.upload(NAME, GCODE);
    expect((await adapter.start(NAME)).kind).toBe('started');
    const failed = await eventually(
      () => adapter.status(),
      (s) => s.state === 'error',
    );
    expect(failed).toMatchObject({ state: 'error', message: 'Printer halted. kill() called!' });
    expect(await adapter.lastRunOf(NAME)).toBe('error');
    // The owner reconnects: the printer is ready, the lost print is still an error.
    await fake.control.comeBack();
    expect((await adapter.status()).state).toBe('ready');
    expect(await adapter.lastRunOf(NAME)).toBe('error');
    expect(fake.control.printsStarted()).toBe(1);
  });

  it('an unreachable OctoPrint throws; its print went on and is caught up', async () => {
    const { fake, adapter } = await setUp({ printSeconds: 30, speed: 100 });
    await adapter.upload(NAME, GCODE);
    await adapter.start(NAME);
    await fake.control.goOffline('refuse');
    const error = await adapter.status().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterLinkError);
    expect((error as PrinterLinkError).code).toBe('unreachable');
    await expect(adapter.lastRunOf(NAME)).rejects.toThrow(PrinterLinkError);
    await pause(400);
    await fake.control.comeBack();
    expect(await adapter.lastRunOf(NAME)).toBe('complete');
  });

  it('a printer link lost mid-print is offline, unsettled, then an error once back', async () => {
    const { fake, adapter } = await setUp();
    await adapter.upload(NAME, GCODE);
    await adapter.start(NAME);
    await fake.control.goOffline('disconnected');
    expect(await adapter.status()).toMatchObject({ state: 'offline', toolC: null });
    const unsettled = await adapter.lastRunOf(NAME).catch((e: unknown) => e);
    expect((unsettled as PrinterLinkError).code).toBe('unreachable');
    await fake.control.comeBack();
    expect(await adapter.lastRunOf(NAME)).toBe('error');
  });
});

describe('lastRunOf', () => {
  it('is none for a file the printer does not have or never printed', async () => {
    const { adapter } = await setUp();
    expect(await adapter.lastRunOf(NAME)).toBe('none');
    await adapter.upload(NAME, GCODE);
    expect(await adapter.lastRunOf(NAME)).toBe('none');
  });

  it('reads the history of our file while another one prints', async () => {
    const { adapter } = await setUp({ printSeconds: 20, speed: 100 });
    await adapter.upload(NAME, GCODE);
    await adapter.upload(OTHER, GCODE);
    await adapter.start(NAME);
    await eventually(
      () => adapter.status(),
      (s) => s.state === 'complete',
    );
    await adapter.start(OTHER);
    expect(await adapter.lastRunOf(NAME)).toBe('complete');
    expect(await adapter.lastRunOf(OTHER)).toBe('printing');
  });
});

describe('the fake itself', () => {
  const uploadAndPrint = (fake: FakeOctoPrint, name: string) =>
    printerRequest(
      { kind: 'octoprint', baseUrl: fake.url, apiKey: fake.apiKey },
      {
        method: 'POST',
        path: '/api/files/local',
        form: { fields: { print: 'true' }, file: { field: 'file', name, bytes: GCODE } },
      },
    );

  it('answers an upload with print=true as OctoPrint does, silent non-start included', async () => {
    const { fake } = await setUp();
    const printed = await uploadAndPrint(fake, NAME);
    expect(printed.status).toBe(201);
    expect(printed.json).toMatchObject({ done: true, effectiveSelect: true, effectivePrint: true });
    expect(fake.control.printsStarted()).toBe(1);
    await fake.control.goOffline('disconnected');
    await fake.control.comeBack();
    fake.control.silentNonStart();
    const swallowed = await uploadAndPrint(fake, OTHER);
    expect(swallowed.status).toBe(201);
    expect(swallowed.json).toMatchObject({
      files: { local: { name: OTHER } },
      effectivePrint: false,
    });
    expect(fake.control.printsStarted()).toBe(1);
  });

  it('refuses an upload over its size cap', async () => {
    const { adapter } = await setUp({ maxUploadBytes: 1024 });
    const error = await failureOf(adapter.upload(NAME, GCODE));
    expect(error.message).toMatch(/HTTP 413/);
  });

  it('starts several at once', async () => {
    const { fakes, close } = await startFakeOctoPrints(3);
    try {
      expect(new Set(fakes.map((f) => f.url)).size).toBe(3);
      const reports = await Promise.all(
        fakes.map((f) =>
          createOctoPrintAdapter({ kind: 'octoprint', baseUrl: f.url, apiKey: f.apiKey }).test(),
        ),
      );
      expect(reports.every((report) => report.ok)).toBe(true);
    } finally {
      await close();
    }
  });
});

describe('a fake in its own process', () => {
  it('serves the adapter and is driven through stdin, even while it refuses HTTP', async () => {
    const remote = await spawnFakeOctoPrint({ printSeconds: 600, speed: 100 });
    try {
      const adapter = createOctoPrintAdapter(
        { kind: 'octoprint', baseUrl: remote.url, apiKey: remote.apiKey },
        { confirmChecks: 4, confirmDelayMs: 50 },
      );
      expect(await adapter.test()).toMatchObject({ ok: true, state: 'ready' });
      await adapter.upload(NAME, GCODE);
      expect(await adapter.start(NAME)).toEqual({ kind: 'started' });
      await remote.control({ action: 'goOffline' });
      expect((await failureOf(adapter.status())).code).toBe('unreachable');
      await remote.control({ action: 'comeBack' });
      expect((await adapter.status()).state).toBe('printing');
      expect(await remote.counters()).toEqual({
        printsStarted: 1,
        starts: { [NAME]: 1 },
        state: 'Printing',
      });
    } finally {
      await remote.close();
    }
  });
});

describe('watch', () => {
  it('has no push channel: the driver polls', async () => {
    const { adapter } = await setUp();
    expect(adapter.watch({ status: () => {}, lost: () => {} })).toBeNull();
  });
});
