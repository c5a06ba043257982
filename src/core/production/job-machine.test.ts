import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignJobs,
  printerSuits,
  type AssignableJob,
  type AssignablePrinter,
} from './assign-jobs';
import {
  JOB_ACTIONS,
  isActiveJobState,
  planJobAction,
  type JobAction,
  type JobActionType,
  type JobSnapshot,
} from './job-machine';

const queued = (over: Partial<JobSnapshot> = {}): JobSnapshot => ({
  state: 'queued',
  printerId: null,
  held: false,
  flag: null,
  attempts: 1,
  source: 'order',
  ...over,
});
const freePrinter = { id: 'p1', active: true, bedCleared: true, busy: false, suits: true };

describe('planJobAction', () => {
  it('walks queued → assigned → printing → printed → good, the bed uncleared then cleared', () => {
    let job = queued();
    const steps: JobAction[] = [
      { type: 'assign', printer: freePrinter },
      { type: 'start' },
      { type: 'printed' },
      { type: 'good' },
    ];
    const beds: (string | null)[] = [];
    for (const step of steps) {
      const plan = planJobAction(job, step);
      if (!plan.ok) throw new Error(plan.reason);
      job = plan.next;
      beds.push(plan.effects.bed);
    }
    expect(job).toMatchObject({ state: 'good', printerId: 'p1', attempts: 1 });
    expect(beds).toEqual([null, null, 'not_cleared', 'cleared']);
  });

  it('a start on a printing job is refused as already started', () => {
    const plan = planJobAction(queued({ state: 'printing', printerId: 'p1' }), { type: 'start' });
    expect(plan).toMatchObject({ ok: false, code: 'already_started' });
  });

  it('a bad check queues a reprint with one more attempt, off the printer', () => {
    const plan = planJobAction(queued({ state: 'printed', printerId: 'p1' }), {
      type: 'bad',
      reason: 'spaghetti',
    });
    expect(plan).toMatchObject({
      ok: true,
      next: { state: 'queued', printerId: null, attempts: 2 },
      effects: { reprint: true, bed: 'cleared', takeFilament: false },
    });
  });

  it('a failure at the printer queues a reprint on an uncleared bed; with a cancel asked, it ends cancelled', () => {
    const printing = queued({ state: 'printing', printerId: 'p1' });
    expect(planJobAction(printing, { type: 'fail', reason: 'thermal runaway' })).toMatchObject({
      ok: true,
      next: { state: 'queued', printerId: null, attempts: 2, flag: null },
      effects: { bed: 'not_cleared', reprint: true },
    });
    expect(
      planJobAction({ ...printing, flag: 'cancel_requested' }, { type: 'fail' }),
    ).toMatchObject({
      ok: true,
      next: { state: 'cancelled', attempts: 1 },
      effects: { bed: 'not_cleared', reprint: false },
    });
    expect(
      planJobAction(queued({ state: 'assigned', printerId: 'p1' }), { type: 'fail' }),
    ).toMatchObject({
      ok: false,
      code: 'illegal_transition',
    });
  });

  it('a failed start keeps the job on its printer and refuses a start until the retry', () => {
    const assigned = queued({ state: 'assigned', printerId: 'p1' });
    const failed = planJobAction(assigned, { type: 'start_failed', reason: 'SD busy' });
    expect(failed).toMatchObject({
      ok: true,
      next: { state: 'assigned', printerId: 'p1', flag: 'start_failed' },
      effects: { bed: null },
    });
    if (!failed.ok) return;
    expect(planJobAction(failed.next, { type: 'start' })).toMatchObject({
      ok: false,
      code: 'start_failed',
    });
    const retried = planJobAction(failed.next, { type: 'retry' });
    expect(retried).toMatchObject({ ok: true, changed: true, next: { flag: null } });
    if (!retried.ok) return;
    expect(planJobAction(retried.next, { type: 'start' })).toMatchObject({
      ok: true,
      next: { state: 'printing' },
    });
    expect(planJobAction(assigned, { type: 'retry' })).toMatchObject({ ok: true, changed: false });
    // Off its printer the failed start is forgotten: another printer is another attempt.
    expect(planJobAction(failed.next, { type: 'unassign' })).toMatchObject({
      ok: true,
      next: { state: 'queued', flag: null },
    });
    expect(
      planJobAction(queued({ state: 'printing', printerId: 'p1' }), { type: 'start_failed' }),
    ).toMatchObject({
      ok: false,
      code: 'illegal_transition',
    });
  });

  it('cancelling a printing job flags it and keeps it printing; stop then cancels it', () => {
    const printing = queued({ state: 'printing', printerId: 'p1' });
    const plan = planJobAction(printing, { type: 'cancel' });
    expect(plan).toMatchObject({ ok: true, next: { state: 'printing', flag: 'cancel_requested' } });
    if (!plan.ok) return;
    const stopped = planJobAction(plan.next, { type: 'stop' });
    expect(stopped).toMatchObject({
      ok: true,
      next: { state: 'cancelled' },
      effects: { bed: 'not_cleared' },
    });
    const finished = planJobAction(plan.next, { type: 'printed' });
    expect(finished).toMatchObject({ ok: true, next: { state: 'cancelled' } });
  });

  it('refuses a printer whose bed is not cleared, a busy one, an unsuitable one, an archived one', () => {
    const job = queued();
    expect(
      planJobAction(job, { type: 'assign', printer: { ...freePrinter, bedCleared: false } }),
    ).toMatchObject({ ok: false, code: 'printer_bed_not_cleared' });
    expect(
      planJobAction(job, { type: 'assign', printer: { ...freePrinter, busy: true } }),
    ).toMatchObject({
      ok: false,
      code: 'printer_busy',
    });
    expect(
      planJobAction(job, { type: 'assign', printer: { ...freePrinter, suits: false } }),
    ).toMatchObject({
      ok: false,
      code: 'printer_unsuitable',
    });
    expect(
      planJobAction(job, { type: 'assign', printer: { ...freePrinter, active: false } }),
    ).toMatchObject({
      ok: false,
      code: 'printer_unavailable',
    });
  });

  it('a held job is not assigned; holding an assigned one frees its printer', () => {
    expect(
      planJobAction(queued({ held: true }), { type: 'assign', printer: freePrinter }),
    ).toMatchObject({
      ok: false,
      code: 'job_held',
    });
    expect(
      planJobAction(queued({ state: 'assigned', printerId: 'p1' }), { type: 'hold' }),
    ).toMatchObject({ ok: true, next: { state: 'queued', printerId: null, held: true } });
  });

  it('short of filament refuses a start unless forced', () => {
    const job = queued({ state: 'assigned', printerId: 'p1' });
    expect(planJobAction(job, { type: 'start', filamentShort: true })).toMatchObject({
      ok: false,
      code: 'short_of_filament',
    });
    expect(planJobAction(job, { type: 'start', filamentShort: true, force: true })).toMatchObject({
      ok: true,
      next: { state: 'printing' },
    });
  });

  it('a good restock job adds stock; an order job does not; finished jobs refuse everything', () => {
    const restock = planJobAction(
      queued({ state: 'printed', printerId: 'p1', source: 'restock' }),
      {
        type: 'good',
      },
    );
    expect(restock).toMatchObject({ ok: true, effects: { addStock: true, takeFilament: true } });
    const order = planJobAction(queued({ state: 'printed', printerId: 'p1' }), { type: 'good' });
    expect(order).toMatchObject({ ok: true, effects: { addStock: false, takeFilament: true } });
    for (const state of ['good', 'cancelled'] as const)
      expect(planJobAction(queued({ state }), { type: 'release' })).toMatchObject({
        ok: false,
        code: 'job_finished',
      });
  });
});

// ---------------------------------------------------------------- a whole board, at random

type SimJob = JobSnapshot & AssignableJob & { starts: Map<number, number> };
type SimPrinter = AssignablePrinter;

const MATERIALS = [
  ['PLA', 'Black'],
  ['pla ', 'black'],
  ['PETG', 'Blue'],
] as const;

function makeBoard(seed: { jobs: number; printers: number; sizes: number[] }) {
  const jobs: SimJob[] = Array.from({ length: seed.jobs }, (_, i) => {
    const [material, colour] = MATERIALS[i % MATERIALS.length]!;
    const side = seed.sizes[i % seed.sizes.length]!;
    return {
      id: `j${i}`,
      state: 'queued',
      printerId: null,
      held: false,
      flag: null,
      attempts: 1,
      source: i % 4 === 0 ? 'restock' : 'order',
      material,
      colour,
      bounds: { x: side, y: side / 2, z: side },
      dueAt: i % 3 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 5))),
      position: i,
      createdAt: new Date(Date.UTC(2025, 11, 1, 0, i)),
      starts: new Map(),
    };
  });
  const printers: SimPrinter[] = Array.from({ length: seed.printers }, (_, i) => {
    const [material, colour] = MATERIALS[(i + 1) % MATERIALS.length]!;
    const bed = 120 + 60 * (i % 3);
    return {
      id: `p${i}`,
      name: `Printer ${i}`,
      active: i !== 3,
      bedCleared: true,
      busy: false,
      material,
      colour,
      bed: { x: bed, y: bed, z: bed },
    };
  });
  return { jobs, printers };
}

type Step = {
  job: number;
  action: JobActionType;
  printer: number;
  short: boolean;
  force: boolean;
  /** Aim the action at a job it applies to (most walks would otherwise rarely reach a check). */
  aim: boolean;
};

function toAction(step: Step, job: SimJob, printers: SimPrinter[]): JobAction {
  const target = printers[step.printer % printers.length]!;
  switch (step.action) {
    case 'assign':
      return {
        type: 'assign',
        printer: {
          id: target.id,
          active: target.active,
          bedCleared: target.bedCleared,
          busy: target.busy && !(job.printerId === target.id),
          suits: printerSuits(job, target),
        },
      };
    case 'start':
      return { type: 'start', filamentShort: step.short, force: step.force };
    case 'bad':
      return { type: 'bad', reason: 'test' };
    default:
      return { type: step.action } as JobAction;
  }
}

/**
 * Applies a step as the server does: the plan, its effects on the printer, then assignment.
 * Answers what happened (for the walk's coverage) and reports any broken rule to `check`.
 */
function runStep(
  board: ReturnType<typeof makeBoard>,
  step: Step,
  check: (msg: string) => void,
): string[] {
  const { jobs, printers } = board;
  const happened: string[] = [];
  const refresh = () => {
    for (const p of printers)
      p.busy = jobs.some((j) => j.printerId === p.id && isActiveJobState(j.state));
  };
  refresh();
  let job = jobs[step.job % jobs.length]!;
  if (step.aim) {
    for (let k = 0; k < jobs.length; k++) {
      const candidate = jobs[(step.job + k) % jobs.length]!;
      if (planJobAction(candidate, toAction(step, candidate, printers)).ok) {
        job = candidate;
        break;
      }
    }
  }
  const target = printers[step.printer % printers.length]!;
  const action = toAction(step, job, printers);
  const before = { ...job };
  const plan = planJobAction(job, action);
  if (!plan.ok) {
    if (before.state === 'printing' && step.action === 'start')
      happened.push('second start refused');
    if (plan.code === 'start_failed') happened.push('start refused until retry');
    if (plan.code === 'printer_bed_not_cleared') happened.push('uncleared bed refused');
    return happened;
  }
  const printer = printers.find((p) => p.id === before.printerId);
  if (action.type === 'assign') {
    if (!target.bedCleared) check('assigned to an uncleared bed');
    if (target.busy && before.printerId !== target.id) check('assigned to a busy printer');
  }
  Object.assign(job, plan.next);
  if (plan.effects.bed && printer) printer.bedCleared = plan.effects.bed === 'cleared';
  if (before.state === 'assigned' && job.state === 'printing' && before.flag === 'start_failed')
    check('started again after a failed start without a retry');
  if (before.state === 'assigned' && job.state === 'printing') {
    const n = (job.starts.get(job.attempts) ?? 0) + 1;
    job.starts.set(job.attempts, n);
    if (n > 1) check('started twice');
    happened.push('started');
  }
  if (action.type === 'bad') {
    if (job.state !== 'queued' || job.attempts !== before.attempts + 1 || job.printerId !== null)
      check('bad did not queue a reprint');
    happened.push('reprint');
  }
  if (action.type === 'fail') {
    const asked = before.flag === 'cancel_requested';
    if (
      asked
        ? job.state !== 'cancelled'
        : job.state !== 'queued' || job.attempts !== before.attempts + 1
    )
      check('a failure at the printer did not queue a reprint');
    if (printer?.bedCleared !== false) check('a failure at the printer cleared the bed');
    if (job.printerId !== null && !asked) check('a failed job kept its printer');
    happened.push(asked ? 'failure ended a cancel' : 'failure reprint');
  }
  if (action.type === 'start_failed') {
    if (job.state !== 'assigned' || job.printerId !== before.printerId)
      check('a failed start moved the job');
    happened.push('start failed');
  }
  if (action.type === 'cancel' && before.state === 'printing' && job.state !== 'printing')
    check('cancel hid a printing job');
  if (action.type === 'cancel' && before.state === 'printing')
    happened.push('printing cancel flagged');
  // Assignment after every change, as the server does in the same transaction.
  refresh();
  for (const a of assignJobs(jobs, printers)) {
    const j = jobs.find((x) => x.id === a.jobId)!;
    const p = printers.find((x) => x.id === a.printerId)!;
    if (!p.bedCleared) check('auto-assigned to an uncleared bed');
    if (p.busy) check('auto-assigned to a busy printer');
    if (!printerSuits(j, p)) check('auto-assigned to an unsuitable printer');
    const auto = planJobAction(j, {
      type: 'assign',
      printer: { id: p.id, active: p.active, bedCleared: p.bedCleared, busy: p.busy, suits: true },
    });
    if (!auto.ok) check(`auto-assign refused: ${auto.reason}`);
    else Object.assign(j, auto.next);
    refresh();
  }
  // The printer invariant: at most one active job per printer.
  for (const p of printers) {
    const on = jobs.filter((j) => j.printerId === p.id && isActiveJobState(j.state));
    if (on.length > 1) check('two jobs on one printer');
  }
  return happened;
}

const stepArb = fc.record({
  job: fc.nat(40),
  action: fc.constantFrom(...JOB_ACTIONS),
  printer: fc.nat(10),
  short: fc.boolean(),
  force: fc.boolean(),
  aim: fc.boolean(),
});

describe('the job machine on a random board (fast-check)', () => {
  it('never starts a job twice nor after a failed start unretried, always queues a reprint on a bad check or a failure at the printer, never gives an uncleared bed a job, never hides a printing job on cancel', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 20, max: 250 }), { minLength: 1, maxLength: 4 }),
        fc.array(stepArb, { minLength: 1, maxLength: 120 }),
        (jobCount, printerCount, sizes, steps) => {
          const board = makeBoard({ jobs: jobCount, printers: printerCount, sizes });
          const broken: string[] = [];
          for (const step of steps) runStep(board, step, (m) => broken.push(m));
          expect(broken).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the walk reaches every state and every rule it checks (the property is not vacuous)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 50, maxLength: 200 }), (steps) => {
        const board = makeBoard({ jobs: 6, printers: 3, sizes: [50] });
        for (const step of steps) {
          for (const what of runStep(board, step, () => undefined)) seen.add(what);
          for (const j of board.jobs) seen.add(j.state);
        }
      }),
      { numRuns: 200, seed: 169 },
    );
    expect([...seen].sort()).toEqual([
      'assigned',
      'cancelled',
      'failure ended a cancel',
      'failure reprint',
      'good',
      'printed',
      'printing',
      'printing cancel flagged',
      'queued',
      'reprint',
      'second start refused',
      'start failed',
      'start refused until retry',
      'started',
      'uncleared bed refused',
    ]);
  });
});
