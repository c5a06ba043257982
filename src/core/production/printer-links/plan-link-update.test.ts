import { describe, expect, it } from 'vitest';
import type { LinkStatus } from './link-status';
import {
  planLinkUpdate,
  type LinkJob,
  type LinkObservation,
  type LinkPlan,
  type LinkStart,
} from './plan-link-update';
import { shouldWriteStatus } from './status-throttle';

const FILE = 'lw-1.gcode';
const status = (state: LinkStatus['state'], fileName: string | null = FILE): LinkObservation => ({
  kind: 'status',
  status: {
    state,
    fileName,
    progress: 0.4,
    secondsLeft: 60,
    toolC: 210,
    toolTargetC: 210,
    bedC: 60,
    bedTargetC: 60,
    message: state === 'error' ? 'Heater failed' : null,
  },
});
const run = (r: Extract<LinkObservation, { kind: 'run' }>['run']): LinkObservation => ({
  kind: 'run',
  run: r,
});
const job = (state: LinkJob['state'], flag: LinkJob['flag'] = null): LinkJob => ({
  state,
  flag,
  gcodeReady: true,
});
const start = (state: LinkStart['state']): LinkStart => ({ state, fileName: FILE });
const cleared = { bedCleared: true };

type Row = [string, LinkJob | null, LinkStart | null, LinkObservation, LinkPlan['do']];
const TABLE: Row[] = [
  [
    'unreachable, whatever the job',
    job('printing'),
    start('started'),
    { kind: 'unreachable' },
    'offline',
  ],
  ['no job', null, null, status('ready'), 'nothing'],
  ['assigned, ready, no start: dispatch', job('assigned'), null, status('ready'), 'dispatch'],
  [
    'assigned, idle after a complete print: dispatch',
    job('assigned'),
    null,
    status('complete', 'lw-0.gcode'),
    'dispatch',
  ],
  [
    'assigned, idle after a cancelled print: dispatch',
    job('assigned'),
    null,
    status('cancelled', 'lw-0.gcode'),
    'dispatch',
  ],
  [
    'assigned, in error since a print the owner has checked: dispatch (a refusal flags it)',
    job('assigned'),
    null,
    status('error', 'lw-0.gcode'),
    'dispatch',
  ],
  [
    'assigned, busy printer: wait',
    job('assigned'),
    null,
    status('busy', 'theirs.gcode'),
    'nothing',
  ],
  [
    'assigned, start failed: no blind retry',
    job('assigned', 'start_failed'),
    null,
    status('ready'),
    'nothing',
  ],
  [
    'assigned, printing our file: started',
    job('assigned'),
    start('starting'),
    status('printing'),
    'started',
  ],
  [
    'assigned, paused on our file: started',
    job('assigned'),
    start('starting'),
    status('paused'),
    'started',
  ],
  [
    'assigned, starting, idle printer: ask history',
    job('assigned'),
    start('starting'),
    status('ready', null),
    'catch_up',
  ],
  [
    'assigned, starting, another file: ask history',
    job('assigned'),
    start('starting'),
    status('printing', 'x.gcode'),
    'catch_up',
  ],
  [
    'catch-up: starting, never ran: not started',
    job('assigned'),
    start('starting'),
    run('none'),
    'not_started',
  ],
  [
    'catch-up: starting, ran: started',
    job('assigned'),
    start('starting'),
    run('complete'),
    'started',
  ],
  [
    'catch-up: uploaded, never ran: resume',
    job('assigned'),
    start('uploaded'),
    run('none'),
    'resume_start',
  ],
  [
    'catch-up: uploading, never ran: resume',
    job('assigned'),
    start('uploading'),
    run('none'),
    'resume_start',
  ],
  [
    'catch-up: uploaded, printing: started',
    job('assigned'),
    start('uploaded'),
    run('printing'),
    'started',
  ],
  ['printing our file', job('printing'), start('started'), status('printing'), 'nothing'],
  ['paused our file', job('printing'), start('started'), status('paused'), 'nothing'],
  ['complete: printed', job('printing'), start('started'), status('complete'), 'printed'],
  ['error: fail', job('printing'), start('started'), status('error'), 'fail'],
  ['cancelled unasked: fail', job('printing'), start('started'), status('cancelled'), 'fail'],
  [
    'cancelled, cancel asked: stop',
    job('printing', 'cancel_requested'),
    start('started'),
    status('cancelled'),
    'stop',
  ],
  [
    'error, cancel asked: fail (the machine cancels it)',
    job('printing', 'cancel_requested'),
    start('started'),
    status('error'),
    'fail',
  ],
  [
    'printing, idle printer: ask history',
    job('printing'),
    start('started'),
    status('ready', null),
    'catch_up',
  ],
  [
    'printing, another file: ask history',
    job('printing'),
    start('started'),
    status('printing', 'x.gcode'),
    'catch_up',
  ],
  [
    'printing, printer says offline',
    job('printing'),
    start('started'),
    status('offline', null),
    'offline',
  ],
  ['catch-up: printing still', job('printing'), start('started'), run('printing'), 'nothing'],
  ['catch-up: complete', job('printing'), start('started'), run('complete'), 'printed'],
  ['catch-up: error', job('printing'), start('started'), run('error'), 'fail'],
  [
    'catch-up: cancelled, asked',
    job('printing', 'cancel_requested'),
    start('started'),
    run('cancelled'),
    'stop',
  ],
  ['catch-up: no record', job('printing'), start('started'), run('none'), 'fail'],
  ['printing by hand, no start row', job('printing'), null, status('ready'), 'nothing'],
  ['printed, waiting for the check', job('printed'), null, status('ready'), 'nothing'],
];

describe('planLinkUpdate (decision 178)', () => {
  it.each(TABLE)('%s', (_name, j, s, seen, expected) => {
    expect(planLinkUpdate(j, s, seen, cleared).do).toBe(expected);
  });

  it('waits on a printer in error until the owner has checked its bed', () => {
    expect(
      planLinkUpdate(job('assigned'), null, status('error', 'lw-0.gcode'), { bedCleared: false })
        .do,
    ).toBe('nothing');
  });

  it('does not dispatch onto an uncleared bed nor without G-code', () => {
    expect(planLinkUpdate(job('assigned'), null, status('ready'), { bedCleared: false }).do).toBe(
      'nothing',
    );
    expect(
      planLinkUpdate({ ...job('assigned'), gcodeReady: false }, null, status('ready'), cleared).do,
    ).toBe('nothing');
  });

  it("names the printer's error in the failure's reason", () => {
    expect(planLinkUpdate(job('printing'), start('started'), status('error'), cleared)).toEqual({
      do: 'fail',
      reason: 'The printer reported an error: Heater failed',
    });
  });
});

describe('shouldWriteStatus', () => {
  const seen = status('printing');
  const s = (seen as Extract<LinkObservation, { kind: 'status' }>).status;
  it('writes the first status, a state change, 1 % of progress, or after 15 s', () => {
    expect(shouldWriteStatus(null, s, 0)).toBe(true);
    const last = { status: s, at: 0 };
    expect(shouldWriteStatus(last, { ...s, progress: 0.405 }, 1000)).toBe(false);
    expect(shouldWriteStatus(last, { ...s, progress: 0.41 }, 1000)).toBe(true);
    expect(shouldWriteStatus(last, { ...s, state: 'paused' }, 1000)).toBe(true);
    expect(shouldWriteStatus(last, { ...s, toolC: 200 }, 14_999)).toBe(false);
    expect(shouldWriteStatus(last, { ...s, toolC: 200 }, 15_000)).toBe(true);
  });
});
