import { describe, expect, it } from 'vitest';
import { linkStatusSchema } from './link-status';
import {
  historyListSchema,
  moonrakerObjectsSchema,
  rpcMessageSchema,
  uploadAnswerSchema,
  type MoonrakerObjects,
} from './moonraker-answers';
import {
  mergeMoonrakerObjects,
  moonrakerLinkStatus,
  moonrakerRunState,
  moonrakerSecondsLeft,
} from './moonraker-status';

const ready = { state: 'ready', state_message: 'Printer is ready' };
const printing: MoonrakerObjects = {
  webhooks: ready,
  print_stats: { state: 'printing', filename: 'lw-7.gcode', print_duration: 600, message: '' },
  virtual_sdcard: { progress: 0.25 },
  extruder: { temperature: 209.64, target: 210 },
  heater_bed: { temperature: 59.98, target: 60 },
};

describe('moonrakerLinkStatus', () => {
  it.each([
    // [klippy state, print_stats.state, link state]
    ['ready', 'standby', 'ready'],
    ['ready', 'printing', 'printing'],
    ['ready', 'paused', 'paused'],
    ['ready', 'complete', 'complete'],
    ['ready', 'cancelled', 'cancelled'],
    ['ready', 'error', 'error'],
    ['ready', 'calibrating', 'busy'],
    ['startup', 'printing', 'offline'],
    ['disconnected', 'printing', 'offline'],
    ['error', 'standby', 'error'],
    ['shutdown', 'printing', 'error'],
    ['reticulating', 'standby', 'busy'],
  ] as const)('klippy %s, print_stats %s: %s', (klippy, printState, expected) => {
    const status = moonrakerLinkStatus({
      ...printing,
      webhooks: { state: klippy, state_message: '' },
      print_stats: { ...printing.print_stats, state: printState },
    });
    expect(status.state).toBe(expected);
    expect(linkStatusSchema.parse(status)).toEqual(status);
  });

  it('reads a printing file with its progress, temperatures and time left', () => {
    expect(moonrakerLinkStatus(printing)).toEqual({
      state: 'printing',
      fileName: 'lw-7.gcode',
      progress: 0.25,
      // 600 s for a quarter: 1800 s to go.
      secondsLeft: 1800,
      toolC: 209.6,
      toolTargetC: 210,
      bedC: 60,
      bedTargetC: 60,
      message: null,
    });
  });

  it("takes /server/info's klippy_state where the objects have no webhooks", () => {
    const { webhooks: _, ...objects } = printing;
    expect(moonrakerLinkStatus(objects, 'shutdown').state).toBe('error');
    expect(moonrakerLinkStatus(objects, 'ready').state).toBe('printing');
  });

  it("says Klipper's words when it is not ready, else its own", () => {
    const shutdown = { ...printing, webhooks: { state: 'shutdown', state_message: 'MCU lost' } };
    expect(moonrakerLinkStatus(shutdown).message).toBe('MCU lost');
    const startup = { ...printing, webhooks: { state: 'startup' } };
    expect(moonrakerLinkStatus(startup).message).toBe('Klipper is starting up.');
  });

  it("gives an error's message, bounded and without control characters", () => {
    const status = moonrakerLinkStatus({
      ...printing,
      print_stats: { state: 'error', message: `Heater extruder\nnot heating ${'x'.repeat(500)}` },
    });
    expect(status.message).toMatch(/^Heater extruder not heating x+$/);
    expect(status.message).toHaveLength(200);
  });

  it('a printer without print_stats cannot print files', () => {
    const { print_stats: _, ...objects } = printing;
    expect(moonrakerLinkStatus(objects)).toMatchObject({ state: 'error' });
  });

  it('progress is 1 when complete, unknown when idle, kept when cancelled', () => {
    const at = (state: string, progress: number) =>
      moonrakerLinkStatus({
        ...printing,
        print_stats: { ...printing.print_stats, state },
        virtual_sdcard: { progress },
      });
    expect(at('complete', 0.98)).toMatchObject({ progress: 1, secondsLeft: 0 });
    expect(at('standby', 0.4)).toMatchObject({ progress: null, secondsLeft: null });
    expect(at('cancelled', 0.4)).toMatchObject({ progress: 0.4, secondsLeft: null });
    expect(at('printing', 7)).toMatchObject({ progress: 1, secondsLeft: 0 });
    expect(at('printing', -2)).toMatchObject({ progress: 0, secondsLeft: null });
  });

  it('drops temperatures no heater reads rather than the whole status', () => {
    const status = moonrakerLinkStatus({
      ...printing,
      extruder: { temperature: 1e9, target: null },
      heater_bed: {},
    });
    expect(status).toMatchObject({ toolC: null, toolTargetC: null, bedC: null, bedTargetC: null });
  });
});

describe('moonrakerSecondsLeft', () => {
  it.each([
    [600, 0.25, 1800],
    [600, 0.5, 600],
    [100, 1, 0],
    [0, 0.5, null],
    [600, 0.001, null],
    [600, null, null],
    [undefined, 0.5, null],
    // A hostile pair cannot push the estimate past a year.
    [1e12, 0.01, 365 * 24 * 3600],
  ] as const)('%s s at %s: %s s left', (duration, progress, expected) => {
    expect(moonrakerSecondsLeft(duration, progress)).toBe(expected);
  });
});

describe('moonrakerRunState', () => {
  it.each([
    ['in_progress', 'printing'],
    ['completed', 'complete'],
    ['cancelled', 'cancelled'],
    ['error', 'error'],
    ['klippy_shutdown', 'error'],
    ['klippy_disconnect', 'error'],
    ['interrupted', 'error'],
    // Unknown still means the file ran: never 'none', which would start it again.
    ['something_new', 'error'],
  ] as const)('%s: %s', (status, expected) => {
    expect(moonrakerRunState(status)).toBe(expected);
  });
});

describe('mergeMoonrakerObjects', () => {
  it('lays the changed fields over the last status and keeps the rest', () => {
    const merged = mergeMoonrakerObjects(printing, {
      virtual_sdcard: { progress: 0.3 },
      extruder: { temperature: 210.1 },
    });
    expect(merged.virtual_sdcard).toEqual({ progress: 0.3 });
    expect(merged.extruder).toEqual({ temperature: 210.1, target: 210 });
    expect(merged.print_stats).toEqual(printing.print_stats);
  });

  it('keeps only the objects it knows, whatever the delta holds', () => {
    const delta = moonrakerObjectsSchema.parse({
      toolhead: { position: Array(1_000).fill(0) },
      print_stats: { state: 'paused', extra: 'x'.repeat(1_000) },
    });
    const merged = mergeMoonrakerObjects(printing, delta);
    expect(Object.keys(merged).sort()).toEqual(
      ['extruder', 'heater_bed', 'print_stats', 'virtual_sdcard', 'webhooks'].sort(),
    );
    expect(merged.print_stats).toEqual({ ...printing.print_stats, state: 'paused' });
  });
});

describe('Moonraker answer schemas', () => {
  it('reads the upload answer bare (as Moonraker sends it) or wrapped', () => {
    const bare = { item: { path: 'lw-7.gcode', root: 'gcodes' }, print_started: false };
    expect(uploadAnswerSchema.parse(bare)).toMatchObject({ item: { path: 'lw-7.gcode' } });
    expect(uploadAnswerSchema.parse({ result: bare })).toMatchObject({ result: bare });
  });

  it('refuses strings and lists past their bound', () => {
    const job = { filename: 'lw-1.gcode', status: 'completed', start_time: 1 };
    expect(historyListSchema.safeParse({ result: { jobs: Array(50).fill(job) } }).success).toBe(
      true,
    );
    expect(historyListSchema.safeParse({ result: { jobs: Array(51).fill(job) } }).success).toBe(
      false,
    );
    const long = { result: { jobs: [{ ...job, filename: 'x'.repeat(2_000) }] } };
    expect(historyListSchema.safeParse(long).success).toBe(false);
  });

  it('reads notifications and responses as JSON-RPC 2.0, nothing else', () => {
    const notice = { jsonrpc: '2.0', method: 'notify_klippy_ready' };
    expect(rpcMessageSchema.safeParse(notice).success).toBe(true);
    expect(rpcMessageSchema.parse({ jsonrpc: '2.0', id: 3, result: { status: {} } })).toEqual({
      jsonrpc: '2.0',
      id: 3,
      result: { status: {} },
    });
    expect(rpcMessageSchema.safeParse({ jsonrpc: '1.0', method: 'x' }).success).toBe(false);
    expect(rpcMessageSchema.safeParse({ method: 'x' }).success).toBe(false);
  });
});
