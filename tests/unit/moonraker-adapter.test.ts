import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { createMoonrakerAdapter } from '../../src/server/production/printer-links/moonraker-adapter';
import type { MoonrakerOptions } from '../../src/server/production/printer-links/moonraker-adapter';
import {
  startFakeMoonraker,
  type FakeMoonraker,
  type FakeMoonrakerOptions,
} from '../support/printer-fakes/fake-moonraker';
import { until } from '../support/printer-fakes/link-listener';

/**
 * The real Moonraker adapter against the fake Moonraker over real HTTP and a real websocket
 * (decision 178): connection test, upload and start, the silent non-start and the busy
 * conflict, pause, resume, cancel, a failure at 40 %, the catch-up, and a hostile socket.
 */

const fakes: FakeMoonraker[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function moonraker(
  options: FakeMoonrakerOptions = {},
  adapter: Partial<MoonrakerOptions> = {},
) {
  const fake = await startFakeMoonraker({ tickMs: 50, ...options });
  fakes.push(fake);
  const link = createMoonrakerAdapter(
    { kind: 'moonraker', baseUrl: fake.url, apiKey: fake.apiKey },
    { startConfirmMs: 400, startPollMs: 50, ...adapter },
  );
  return { fake, link };
}

const gcode = Buffer.from('G28\nG1 X10 Y10 F3000\n'.repeat(200));

describe('Moonraker adapter: test connection', () => {
  it('answers with the version and state Moonraker gives', async () => {
    const { link } = await moonraker({ version: 'v0.9.3-7-gabc' });
    expect(await link.test()).toEqual({
      ok: true,
      version: 'Moonraker v0.9.3-7-gabc',
      state: 'ready',
      message: null,
    });
  });

  it('says when Klipper is not there', async () => {
    const { fake, link } = await moonraker();
    fake.disconnectKlippy();
    expect(await link.test()).toMatchObject({ ok: true, state: 'offline' });
    expect(await link.status()).toMatchObject({ state: 'offline', message: /503/ });
  });

  it('says the key was refused, and why a printer cannot be reached', async () => {
    const { fake } = await moonraker();
    const wrongKey = createMoonrakerAdapter({
      kind: 'moonraker',
      baseUrl: fake.url,
      apiKey: 'nope',
    });
    expect(await wrongKey.test()).toEqual({
      ok: false,
      reason: 'The printer refused the API key.',
    });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nobody = createMoonrakerAdapter({
      kind: 'moonraker',
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: 'k',
    });
    expect(await nobody.test()).toMatchObject({ ok: false, reason: /could not be reached/ });
  });
});

describe('Moonraker adapter: printing', () => {
  it('uploads without starting, starts, and the progress moves', async () => {
    const { fake, link } = await moonraker({ printSeconds: 600, speed: 400 });
    await link.upload('lw-1.gcode', gcode);
    expect(fake.printer.files.get('lw-1.gcode')?.equals(gcode)).toBe(true);
    expect(fake.printsStarted).toBe(0);

    expect(await link.start('lw-1.gcode')).toEqual({ kind: 'started' });
    const first = await link.status();
    expect(first).toMatchObject({ state: 'printing', fileName: 'lw-1.gcode', toolTargetC: 210 });
    const later = await until(link.status, (s) => (s.progress ?? 0) > (first.progress ?? 0) + 0.05);
    expect(later.secondsLeft).toBeGreaterThan(0);
    expect(later.secondsLeft).toBeLessThan(600);
    await until(link.status, (s) => s.state === 'complete');
    expect(await link.status()).toMatchObject({ progress: 1, secondsLeft: 0 });
    expect(fake.printsStarted).toBe(1);
  });

  it('a start that answers ok but never prints is not_started', async () => {
    const { fake, link } = await moonraker();
    await link.upload('lw-2.gcode', gcode);
    fake.silentNonStart();
    const outcome = await link.start('lw-2.gcode');
    expect(outcome).toMatchObject({
      kind: 'not_started',
      reason: /accepted the start but the printer is ready/,
    });
    expect(fake.startRequests).toBe(1);
    expect(await link.lastRunOf('lw-2.gcode')).toBe('none');
  });

  it('a second start while printing is a conflict, and nothing more prints', async () => {
    const { fake, link } = await moonraker({ printSeconds: 600, speed: 10 });
    await link.upload('lw-3.gcode', gcode);
    await link.upload('lw-4.gcode', gcode);
    expect(await link.start('lw-3.gcode')).toEqual({ kind: 'started' });
    expect(await link.start('lw-4.gcode')).toEqual({
      kind: 'conflict',
      reason: 'Moonraker answered 400: SD busy',
    });
    expect(fake.printsStarted).toBe(1);
    expect(await link.status()).toMatchObject({ state: 'printing', fileName: 'lw-3.gcode' });
  });

  it('a missing file is not started, in Klipper’s words', async () => {
    const { link } = await moonraker();
    expect(await link.start('lw-404.gcode')).toEqual({
      kind: 'not_started',
      reason: 'Moonraker answered 400: Unable to open file "lw-404.gcode"',
    });
  });

  it('pauses, resumes and cancels', async () => {
    const { fake, link } = await moonraker({ printSeconds: 600, speed: 10 });
    await link.upload('lw-5.gcode', gcode);
    await link.start('lw-5.gcode');
    await link.pause();
    expect(await link.status()).toMatchObject({ state: 'paused' });
    expect(await link.lastRunOf('lw-5.gcode')).toBe('paused');
    await expect(link.pause()).rejects.toThrow(/400: Print is not active/);
    await link.resume();
    expect(await link.status()).toMatchObject({ state: 'printing' });
    await link.cancel();
    expect(await link.status()).toMatchObject({ state: 'cancelled', toolTargetC: 0 });
    expect(await link.lastRunOf('lw-5.gcode')).toBe('cancelled');
    expect(fake.printer.history.at(-1)?.status).toBe('cancelled');
  });

  it('a failure at 40 % is an error with the printer’s message', async () => {
    const { fake, link } = await moonraker({ printSeconds: 600, speed: 600 });
    fake.failAt(0.4);
    await link.upload('lw-6.gcode', gcode);
    await link.start('lw-6.gcode');
    const failed = await until(link.status, (s) => s.state !== 'printing');
    expect(failed).toMatchObject({
      state: 'error',
      progress: 0.4,
      message: 'Heater extruder not heating at expected rate',
    });
    expect(await link.lastRunOf('lw-6.gcode')).toBe('error');
  });

  it('refuses a file name that is not ours before any request', async () => {
    const { fake, link } = await moonraker();
    await expect(link.upload('../printer.cfg', gcode)).rejects.toThrow(/Not a shop file name/);
    await expect(link.start('a b.gcode')).rejects.toThrow(/Not a shop file name/);
    expect(fake.uploads).toEqual([]);
    expect(fake.startRequests).toBe(0);
  });
});

describe('Moonraker adapter: catch-up (lastRunOf)', () => {
  it('none, printing, then complete from print_stats, then from the history', async () => {
    const { link } = await moonraker({ printSeconds: 600, speed: 1_200 });
    expect(await link.lastRunOf('lw-10.gcode')).toBe('none');
    await link.upload('lw-10.gcode', gcode);
    expect(await link.lastRunOf('lw-10.gcode')).toBe('none');
    await link.start('lw-10.gcode');
    expect(await link.lastRunOf('lw-10.gcode')).toBe('printing');
    await until(link.status, (s) => s.state === 'complete');
    expect(await link.lastRunOf('lw-10.gcode')).toBe('complete');
    // Another print replaces print_stats: the first one's end is in the history.
    await link.upload('lw-11.gcode', gcode);
    await link.start('lw-11.gcode');
    expect(await link.lastRunOf('lw-10.gcode')).toBe('complete');
    expect(await link.lastRunOf('lw-11.gcode')).toBe('printing');
  });

  it('a print Klipper lost is an error from the history after Klipper is back', async () => {
    const { fake, link } = await moonraker({ printSeconds: 600, speed: 10 });
    await link.upload('lw-12.gcode', gcode);
    await link.start('lw-12.gcode');
    fake.disconnectKlippy();
    expect(await link.lastRunOf('lw-12.gcode')).toBe('error');
    fake.reconnectKlippy();
    expect(await link.status()).toMatchObject({ state: 'ready', fileName: null });
    expect(await link.lastRunOf('lw-12.gcode')).toBe('error');
    expect(fake.printer.history.at(-1)?.status).toBe('klippy_disconnect');
  });

  it('an unreachable printer throws rather than answering none', async () => {
    const { fake, link } = await moonraker();
    await fake.goOffline();
    await expect(link.lastRunOf('lw-13.gcode')).rejects.toMatchObject({ code: 'unreachable' });
    await fake.comeBack();
    expect(await link.lastRunOf('lw-13.gcode')).toBe('none');
  });
});

describe('the fake Moonraker', () => {
  it('refuses an upload over its bound as Moonraker does, with 413', async () => {
    const { fake, link } = await moonraker({ maxUploadBytes: 1024 });
    await expect(link.upload('lw-20.gcode', Buffer.alloc(4096, 0x47))).rejects.toThrow(/413/);
    expect(fake.uploads).toEqual([]);
  });

  it('runs as a process of its own, driven over stdin', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/printer-fakes/run-fake-moonraker.ts', '{"speed":600}'],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const next = async () =>
      JSON.parse((await lines.next()).value as string) as Record<string, unknown>;
    try {
      const { url, apiKey } = (await next()) as { url: string; apiKey: string };
      const link = createMoonrakerAdapter({ kind: 'moonraker', baseUrl: url, apiKey });
      expect(await link.test()).toMatchObject({ ok: true, state: 'ready' });
      child.stdin!.write('{"do":"disconnectKlippy"}\n');
      expect(await next()).toEqual({ ok: true, value: null });
      expect(await link.status()).toMatchObject({ state: 'offline' });
      child.stdin!.write('{"do":"state"}\n');
      expect(await next()).toMatchObject({ ok: true, value: { printsStarted: 0 } });
    } finally {
      child.stdin!.end();
      await once(child, 'exit');
    }
  }, 30_000);
});
