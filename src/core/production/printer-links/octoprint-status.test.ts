import { describe, expect, it } from 'vitest';
import { linkStatusSchema, type LinkState } from './link-status';
import {
  octoPrintJobSchema,
  octoPrintPrinterSchema,
  type OctoPrintFlags,
  type OctoPrintJob,
  type OctoPrintPrinter,
} from './octoprint-answers';
import { octoPrintLinkState, octoPrintProgress, octoPrintStatus } from './octoprint-status';

const OPERATIONAL: OctoPrintFlags = { operational: true, ready: true };

function printer(text: string, flags: OctoPrintFlags = OPERATIONAL): OctoPrintPrinter {
  return {
    state: { text, flags },
    temperature: { tool0: { actual: 209.6, target: 210 }, bed: { actual: 59.8, target: 60 } },
  };
}

function job(state: string, completion: number | null = null, name = 'lw-a.gcode'): OctoPrintJob {
  return {
    state,
    job: { file: { name, origin: 'local' } },
    progress: { completion, printTimeLeft: 1200 },
  };
}

describe('octoPrintLinkState (decision 178)', () => {
  it.each<[string, OctoPrintFlags, LinkState]>([
    ['Operational', OPERATIONAL, 'ready'],
    ['Operational', { operational: true, ready: false }, 'busy'],
    ['Starting', { operational: true, printing: true }, 'printing'],
    ['Printing', { operational: true, printing: true }, 'printing'],
    ['Printing from SD', { operational: true, printing: true }, 'printing'],
    ['Pausing', { operational: true, printing: true, pausing: true }, 'printing'],
    ['Paused', { operational: true, paused: true }, 'paused'],
    ['Resuming', { operational: true, printing: true }, 'printing'],
    ['Finishing', { operational: true, printing: true, finishing: true }, 'printing'],
    ['Cancelling', { operational: true, printing: true, cancelling: true }, 'printing'],
    ['Sending file to SD', { operational: true, printing: true }, 'busy'],
    ['Transferring file to SD', { operational: true }, 'busy'],
    ['Error', { error: true, closedOrError: true }, 'error'],
    ['Offline after error', { error: true, closedOrError: true }, 'error'],
    ['Offline', { closedOrError: true }, 'offline'],
    ['Opening serial connection', {}, 'offline'],
    ['Connecting', {}, 'offline'],
    // Texts OctoPrint does not document are read by their flags.
    ['Unknown State (42)', { error: true }, 'error'],
    ['Heating (plugin)', { operational: true, printing: true }, 'printing'],
    ['Homing', { operational: true, ready: false }, 'busy'],
    ['Waiting', { operational: true, paused: true }, 'paused'],
    ['Lost', { closedOrError: true }, 'offline'],
  ])('%s with %o is %s', (text, flags, expected) => {
    expect(octoPrintLinkState(text, printer(text, flags))).toBe(expected);
  });

  it('reads a 409 from /api/printer as offline unless the job says error', () => {
    expect(octoPrintLinkState('Offline', null)).toBe('offline');
    expect(octoPrintLinkState('Operational', null)).toBe('offline');
    expect(octoPrintLinkState('Error', null)).toBe('error');
    expect(octoPrintLinkState('Offline after error', null)).toBe('error');
  });

  it('reads an unknown text without flags as busy, and a prototype key as unknown', () => {
    expect(octoPrintLinkState('Something new', undefined)).toBe('busy');
    expect(octoPrintLinkState('constructor', undefined)).toBe('busy');
    expect(octoPrintLinkState('__proto__', undefined)).toBe('busy');
  });
});

describe('octoPrintStatus', () => {
  it('normalises a print in progress', () => {
    const status = octoPrintStatus(job('Printing', 42.5), printer('Printing'));
    expect(status).toEqual({
      state: 'printing',
      fileName: 'lw-a.gcode',
      progress: 0.425,
      secondsLeft: 1200,
      toolC: 209.6,
      toolTargetC: 210,
      bedC: 59.8,
      bedTargetC: 60,
      message: null,
    });
    expect(linkStatusSchema.parse(status)).toEqual(status);
  });

  it('clamps progress and time left, and drops impossible temperatures', () => {
    expect(octoPrintProgress(140)).toBe(1);
    expect(octoPrintProgress(-3)).toBe(0);
    expect(octoPrintProgress(null)).toBeNull();
    const answer = { ...job('Printing', 250), progress: { completion: 250, printTimeLeft: -5 } };
    const hot: OctoPrintPrinter = {
      state: { text: 'Printing', flags: { printing: true } },
      temperature: { tool0: { actual: 1500, target: 210 }, bed: { actual: -300, target: null } },
    };
    const status = octoPrintStatus(answer, hot);
    expect(status).toMatchObject({ progress: 1, secondsLeft: 0, toolC: null, bedC: null });
    expect(status.bedTargetC).toBeNull();
    const far = octoPrintStatus(
      { ...answer, progress: { completion: 1, printTimeLeft: 1e12 } },
      hot,
    );
    expect(far.secondsLeft).toBe(365 * 24 * 3600);
    expect(linkStatusSchema.safeParse(far).success).toBe(true);
  });

  it('calls an idle printer whose job reads 100 % complete, and 0 % or none ready', () => {
    expect(octoPrintStatus(job('Operational', 100), printer('Operational'))).toMatchObject({
      state: 'complete',
      progress: 1,
      secondsLeft: null,
    });
    expect(octoPrintStatus(job('Operational', null), printer('Operational'))).toMatchObject({
      state: 'ready',
      progress: null,
    });
    const none = octoPrintStatus({ state: 'Operational' }, printer('Operational'));
    expect(none).toMatchObject({ state: 'ready', fileName: null });
  });

  it("gives the printer's own words for an error, bounded and without control characters", () => {
    const long = `Thermal runaway\u0007 ${'x'.repeat(3000)}`;
    const status = octoPrintStatus({ ...job('Error', 40), error: long }, null);
    expect(status.state).toBe('error');
    expect(status.message).toHaveLength(200);
    expect(status.message).toMatch(/^Thermal runaway {2}x/);
    expect(status.progress).toBeNull();
    expect(status.toolC).toBeNull();
    expect(octoPrintStatus(job('Error'), null).message).toBe('Error');
  });

  it('says why a printer is offline or busy', () => {
    expect(octoPrintStatus(job('Offline'), null).message).toBe('Offline');
    expect(octoPrintStatus(job('Operational'), null)).toMatchObject({
      state: 'offline',
      message: 'Printer is not operational',
    });
    const sd = octoPrintStatus(job('Sending file to SD'), printer('Sending file to SD'));
    expect(sd).toMatchObject({ state: 'busy', message: 'Sending file to SD' });
  });

  it('keeps a foreign file name only as bounded text', () => {
    const status = octoPrintStatus(job('Printing', 1, `../../${'a'.repeat(900)}`), null);
    expect(status.fileName).toHaveLength(255);
  });
});

describe('octoprint answer schemas', () => {
  it('drop extra fields and refuse unbounded strings', () => {
    const parsed = octoPrintJobSchema.parse({
      state: 'Printing',
      job: { file: { name: 'lw-a.gcode', origin: 'local', size: 10, extra: 'x' }, user: 'u' },
      progress: { completion: 3, printTimeLeft: null, filepos: 1 },
      plugin: { anything: [1, 2, 3] },
    });
    expect(parsed).toEqual({
      state: 'Printing',
      job: { file: { name: 'lw-a.gcode', origin: 'local' } },
      progress: { completion: 3, printTimeLeft: null },
    });
    expect(octoPrintJobSchema.safeParse({ state: 'x'.repeat(401) }).success).toBe(false);
    expect(
      octoPrintPrinterSchema.safeParse({ state: { text: 'Printing', flags: { printing: 'yes' } } })
        .success,
    ).toBe(false);
  });
});
