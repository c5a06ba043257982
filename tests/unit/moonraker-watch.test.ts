import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { createMoonrakerAdapter } from '../../src/server/production/printer-links/moonraker-adapter';
import type { MoonrakerOptions } from '../../src/server/production/printer-links/moonraker-adapter';
import type { StatusWatch } from '../../src/server/production/printer-links/printer-adapter';
import {
  startFakeMoonraker,
  type FakeMoonraker,
  type FakeMoonrakerOptions,
} from '../support/printer-fakes/fake-moonraker';
import { recordingListener, until } from '../support/printer-fakes/link-listener';

/**
 * The Moonraker adapter's push channel against the fake's real websocket (decision 178):
 * subscribed updates merged into a status, a quiet but alive socket kept by pings, a stale one
 * dropped within staleMs, and a hostile printer's frames (oversized, garbage, a flood) bounded.
 */

const fakes: FakeMoonraker[] = [];
const watches: StatusWatch[] = [];
afterEach(async () => {
  watches.splice(0).forEach((watch) => watch.close());
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

const gcode = Buffer.from('G28\n'.repeat(100));

async function watched(
  options: FakeMoonrakerOptions & { printing?: boolean } = {},
  adapter: Partial<MoonrakerOptions> = {},
) {
  const fake = await startFakeMoonraker({ tickMs: 50, printSeconds: 600, speed: 20, ...options });
  fakes.push(fake);
  const link = createMoonrakerAdapter(
    { kind: 'moonraker', baseUrl: fake.url, apiKey: fake.apiKey },
    { staleMs: 400, ...adapter },
  );
  if (options.printing) {
    await link.upload('lw-1.gcode', gcode);
    await link.start('lw-1.gcode');
  }
  const heard = recordingListener();
  const watch = link.watch(heard.listener);
  if (!watch) throw new Error('Moonraker pushes status');
  watches.push(watch);
  await until(
    () => heard.statuses.length + heard.lost.length,
    (n) => n > 0,
  );
  return { fake, link, watch, ...heard };
}

describe('Moonraker adapter: watch', () => {
  it('delivers the subscribed status, then each update merged into it', async () => {
    const { fake, watch, statuses, lost } = await watched({ printing: true });
    expect(statuses[0]).toMatchObject({
      state: 'printing',
      fileName: 'lw-1.gcode',
      toolTargetC: 210,
    });
    await until(
      () => statuses.length,
      (n) => n >= 5,
    );
    const progress = statuses.map((s) => s.progress ?? 0);
    expect(progress.at(-1)).toBeGreaterThan(progress[0]!);
    // A delta carries only what changed: the rest of the status is kept.
    expect(statuses.at(-1)).toMatchObject({ fileName: 'lw-1.gcode', bedTargetC: 60 });
    watch.close();
    await until(
      () => fake.socketCount,
      (n) => n === 0,
    );
    expect(lost).toEqual([]);
  });

  it('keeps a quiet socket to an idle printer alive by its pongs', async () => {
    const { statuses, lost } = await watched();
    expect(statuses[0]).toMatchObject({ state: 'ready' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(lost).toEqual([]);
  });

  it('a socket open but silent is stale within staleMs, and closed', async () => {
    const { fake, statuses, lost } = await watched({ printing: true });
    await until(
      () => statuses.length,
      (n) => n >= 2,
    );
    fake.staleSocket();
    const silentFrom = Date.now();
    await until(
      () => lost.length,
      (n) => n > 0,
    );
    expect(lost).toEqual([{ reason: 'stale', at: expect.any(Number) }]);
    // staleMs 400, checked every 100 ms, the last update at most a tick (50 ms) before: about
    // 350 to 500 ms, with room for a busy machine.
    expect(lost[0]!.at - silentFrom).toBeGreaterThanOrEqual(300);
    expect(lost[0]!.at - silentFrom).toBeLessThan(900);
    await until(
      () => fake.socketCount,
      (n) => n === 0,
    );
  });

  it('Klipper lost: the printer is offline, the watch ends', async () => {
    const { fake, statuses, lost } = await watched({ printing: true });
    fake.disconnectKlippy();
    await until(
      () => lost.length,
      (n) => n > 0,
    );
    expect(statuses.at(-1)).toMatchObject({ state: 'offline' });
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatch(/lost its connection to Klipper/);
  });

  it('a refused key ends the watch with the answer', async () => {
    const fake = await startFakeMoonraker();
    fakes.push(fake);
    const link = createMoonrakerAdapter({ kind: 'moonraker', baseUrl: fake.url, apiKey: 'wrong' });
    const heard = recordingListener();
    watches.push(link.watch(heard.listener)!);
    await until(
      () => heard.lost.length,
      (n) => n > 0,
    );
    expect(heard.lost[0]!.reason).toMatch(/401/);
    expect(heard.statuses).toEqual([]);
  });
});

describe('Moonraker adapter: a hostile socket', () => {
  it('a frame over maxPayload closes the socket', async () => {
    const { fake, lost } = await watched({}, { maxPayload: 16 * 1024 });
    fake.sendToSockets(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'notify_gcode_response',
        params: ['x'.repeat(20_000)],
      }),
    );
    await until(
      () => lost.length,
      (n) => n > 0,
    );
    expect(lost[0]!.reason).toMatch(/Max payload size exceeded/);
    await until(
      () => fake.socketCount,
      (n) => n === 0,
    );
  });

  it('a few bad frames are ignored; many in a row close the socket', async () => {
    const { fake, statuses, lost } = await watched({ printing: true });
    const nested = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    for (const frame of ['not json', '{"jsonrpc":"2.0"', nested, '{"jsonrpc":"1.0","method":"x"}'])
      fake.sendToSockets(frame);
    fake.sendToSockets(Buffer.from([0xff, 0x00]), true);
    fake.sendToSockets(
      JSON.stringify({ jsonrpc: '2.0', method: 'notify_something_new', params: [{}] }),
    );
    fake.sendToSockets(
      JSON.stringify({ jsonrpc: '2.0', method: 'notify_status_update', params: ['not objects'] }),
    );
    const before = statuses.length;
    await until(
      () => statuses.length,
      (n) => n >= before + 3,
    );
    expect(lost).toEqual([]);
    // The print ended: nothing good comes between the bad frames now.
    fake.printer.cancel();
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (let i = 0; i < 25; i += 1) fake.sendToSockets(`garbage ${i}`);
    await until(
      () => lost.length,
      (n) => n > 0,
    );
    expect(lost[0]!.reason).toBe('The printer sent frames that are not JSON-RPC.');
  });

  it('a flood of tiny messages is cut off', async () => {
    const { fake, lost } = await watched();
    const tiny = JSON.stringify({
      jsonrpc: '2.0',
      method: 'notify_proc_stat_update',
      params: [{}],
    });
    for (let i = 0; i < 2_000; i += 1) fake.sendToSockets(tiny);
    await until(
      () => lost.length,
      (n) => n > 0,
    );
    expect(lost).toEqual([
      { reason: 'The printer sent more than 500 messages a second.', at: expect.any(Number) },
    ]);
  });

  it('even unthrottled, a flood does not grow memory: one status, coalesced calls', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const { fake, statuses, lost } = await watched(
      {},
      { maxMessagesPerSecond: Number.MAX_SAFE_INTEGER },
    );
    const update = (progress: number) =>
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'notify_status_update',
        params: [{ virtual_sdcard: { progress }, print_stats: { state: 'printing' } }, progress],
      });
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const batches = 10;
    const perBatch = 5_000;
    for (let batch = 1; batch <= batches; batch += 1) {
      for (let i = 1; i <= perBatch; i += 1)
        fake.sendToSockets(update((batch * perBatch + i) / 1e9));
      const last = ((batch + 1) * perBatch) / 1e9;
      await until(
        () => ({ progress: statuses.at(-1)?.progress, lost }),
        (heard) => heard.progress === last || heard.lost.length > 0,
        20_000,
      );
    }
    gc();
    const grown = process.memoryUsage().heapUsed - heapBefore;
    expect(lost).toEqual([]);
    expect(statuses.length).toBeLessThan((batches * perBatch) / 10);
    expect(statuses.at(-1)).toMatchObject({
      state: 'printing',
      progress: ((batches + 1) * perBatch) / 1e9,
    });
    // 50 000 messages (about 6 MB of frames) read; what stays is a few objects.
    expect(grown).toBeLessThan(8 * 1024 * 1024);
  }, 60_000);
});
