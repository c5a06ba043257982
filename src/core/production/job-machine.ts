/**
 * A print job's life as one state machine (decision 169). The server applies what
 * `planJobAction` answers, in one transaction with the job and its printer locked; nothing else
 * changes a job's state.
 *
 * queued → assigned (a printer) → printing → printed (waiting for the owner's check) → good, or
 * bad: back to queued as a reprint (attempts + 1). Cancelled from any state but good; a printing
 * job is only flagged `cancel_requested` (it stays on the board) until the owner stops it or it
 * ends. After every print ends the printer's bed is not cleared until the owner's check.
 */

export const JOB_STATES = [
  'queued',
  'assigned',
  'printing',
  'printed',
  'good',
  'cancelled',
] as const;
export type JobState = (typeof JOB_STATES)[number];

/** States in which a job occupies its printer: one such job per printer at most. */
export const ACTIVE_JOB_STATES = [
  'assigned',
  'printing',
  'printed',
] as const satisfies readonly JobState[];
export const TERMINAL_JOB_STATES = ['good', 'cancelled'] as const satisfies readonly JobState[];

/** What the owner may ask of a job (POST …/jobs/:id/actions). */
export const OWNER_JOB_ACTIONS = [
  'assign',
  'unassign',
  'start',
  'printed',
  'good',
  'bad',
  'hold',
  'release',
  'cancel',
  'stop',
  /** A failed start on a connected printer was looked at: the driver may try once more. */
  'retry',
] as const;

/**
 * What only a connected printer's driver reports (decision 178): the print failed or was
 * cancelled at the printer, or a start did not take. The owner's requests never carry them.
 */
export const PRINTER_ONLY_ACTIONS = ['fail', 'start_failed'] as const;

export const JOB_ACTIONS = [...OWNER_JOB_ACTIONS, ...PRINTER_ONLY_ACTIONS] as const;
export type JobActionType = (typeof JOB_ACTIONS)[number];

export const JOB_FLAGS = ['cancel_requested', 'short_of_filament', 'start_failed'] as const;
export type JobFlag = (typeof JOB_FLAGS)[number];

export const JOB_SOURCES = ['order', 'restock'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

/** What the machine needs to know of a job. */
export type JobSnapshot = {
  state: JobState;
  printerId: string | null;
  held: boolean;
  flag: JobFlag | null;
  attempts: number;
  source: JobSource;
};

/** What the machine needs to know of the printer an `assign` names. */
export type PrinterSnapshot = {
  id: string;
  active: boolean;
  bedCleared: boolean;
  /** Another job is assigned to it, printing on it, or waiting for its check on it. */
  busy: boolean;
  /** Its loaded material and colour are the job's, and its bed fits the model. */
  suits: boolean;
};

export type JobAction =
  | { type: 'assign'; printer: PrinterSnapshot }
  | { type: 'unassign' }
  /** `filamentShort`: the loaded spool has less than the job needs; `force` starts it anyway. */
  | { type: 'start'; filamentShort?: boolean; force?: boolean }
  | { type: 'printed' }
  | { type: 'good' }
  | { type: 'bad'; reason?: string }
  | { type: 'hold' }
  | { type: 'release' }
  | { type: 'cancel' }
  | { type: 'stop' }
  /** The printer ended the print in error, or cancelled it unasked (decision 178). */
  | { type: 'fail'; reason?: string }
  /** A start on a connected printer did not take (silent non-start, a conflict). */
  | { type: 'start_failed'; reason?: string }
  /** The owner looked at a failed start: the driver may try once more. */
  | { type: 'retry' };

/** What applying the plan does besides the job row. */
export type JobEffects = {
  /** The bed of the job's printer (before the change) becomes: not cleared / cleared. */
  bed: 'not_cleared' | 'cleared' | null;
  /** Take the job's grams from the spool on its printer (a good check only). */
  takeFilament: boolean;
  /** A restock job's pieces go into its variant's stock (a good check only). */
  addStock: boolean;
  /** A bad check: the job goes back to the queue as a reprint. */
  reprint: boolean;
};

export type JobPlan =
  | { ok: true; changed: boolean; next: JobSnapshot; effects: JobEffects }
  | { ok: false; code: JobRefusal; reason: string };

export type JobRefusal =
  | 'job_finished'
  | 'illegal_transition'
  | 'already_started'
  | 'job_held'
  | 'printer_unavailable'
  | 'printer_bed_not_cleared'
  | 'printer_busy'
  | 'printer_unsuitable'
  | 'short_of_filament'
  | 'start_failed';

const NO_EFFECTS: JobEffects = { bed: null, takeFilament: false, addStock: false, reprint: false };

export function isActiveJobState(state: JobState): boolean {
  return (ACTIVE_JOB_STATES as readonly JobState[]).includes(state);
}

export function isTerminalJobState(state: JobState): boolean {
  return state === 'good' || state === 'cancelled';
}

function refuse(code: JobRefusal, reason: string): JobPlan {
  return { ok: false, code, reason };
}

function move(next: JobSnapshot, effects: Partial<JobEffects> = {}): JobPlan {
  return { ok: true, changed: true, next, effects: { ...NO_EFFECTS, ...effects } };
}

function unchanged(job: JobSnapshot): JobPlan {
  return { ok: true, changed: false, next: job, effects: NO_EFFECTS };
}

/** A failed start belongs to its printer: the job leaving it leaves the flag behind. */
const offPrinterFlag = (flag: JobFlag | null) => (flag === 'start_failed' ? null : flag);

function checkPrinter(printer: PrinterSnapshot): JobPlan | null {
  if (!printer.active) return refuse('printer_unavailable', 'That printer is archived.');
  if (!printer.suits)
    return refuse(
      'printer_unsuitable',
      "That printer's loaded material and colour or its bed size do not fit this job.",
    );
  if (!printer.bedCleared)
    return refuse(
      'printer_bed_not_cleared',
      "That printer's bed is not cleared yet: check its last print first.",
    );
  if (printer.busy) return refuse('printer_busy', 'That printer already has a job.');
  return null;
}

/** The next state of a job for an action, or why it is refused. Pure. */
export function planJobAction(job: JobSnapshot, action: JobAction): JobPlan {
  if (isTerminalJobState(job.state))
    return refuse('job_finished', `This job is already ${job.state}; nothing more can change it.`);
  switch (action.type) {
    case 'assign': {
      if (job.state !== 'queued' && job.state !== 'assigned')
        return refuse('illegal_transition', `A ${job.state} job cannot be assigned.`);
      if (job.held) return refuse('job_held', 'This job is on hold: release it first.');
      if (job.state === 'assigned' && job.printerId === action.printer.id) return unchanged(job);
      const refused = checkPrinter(action.printer);
      if (refused) return refused;
      return move({
        ...job,
        state: 'assigned',
        printerId: action.printer.id,
        flag: offPrinterFlag(job.flag),
      });
    }
    case 'unassign':
      if (job.state === 'queued') return unchanged(job);
      if (job.state !== 'assigned')
        return refuse('illegal_transition', `A ${job.state} job cannot be taken off its printer.`);
      return move({ ...job, state: 'queued', printerId: null, flag: offPrinterFlag(job.flag) });
    case 'start':
      if (job.state === 'printing')
        return refuse('already_started', 'This job is already printing; it starts only once.');
      if (job.state !== 'assigned')
        return refuse('illegal_transition', `A ${job.state} job cannot start: assign it first.`);
      if (job.flag === 'start_failed')
        return refuse(
          'start_failed',
          'The last start on this printer did not take: look at the printer, then retry.',
        );
      if (action.filamentShort && !action.force)
        return refuse(
          'short_of_filament',
          'Not enough filament on the loaded spool for this job. Start it anyway only if you mean to.',
        );
      return move({ ...job, state: 'printing', flag: null });
    case 'printed':
      if (job.state !== 'printing')
        return refuse('illegal_transition', `A ${job.state} job cannot be marked printed.`);
      // A print the owner let finish after its order was cancelled ends cancelled, on an uncleared bed.
      if (job.flag === 'cancel_requested')
        return move({ ...job, state: 'cancelled' }, { bed: 'not_cleared' });
      return move({ ...job, state: 'printed' }, { bed: 'not_cleared' });
    case 'good':
      if (job.state !== 'printed')
        return refuse(
          'illegal_transition',
          `Only a printed job can be checked; this one is ${job.state}.`,
        );
      return move(
        { ...job, state: 'good', flag: null },
        { bed: 'cleared', takeFilament: true, addStock: job.source === 'restock' },
      );
    case 'bad':
      if (job.state !== 'printed')
        return refuse(
          'illegal_transition',
          `Only a printed job can be checked; this one is ${job.state}.`,
        );
      return move(
        { ...job, state: 'queued', printerId: null, attempts: job.attempts + 1, flag: null },
        { bed: 'cleared', reprint: true },
      );
    case 'hold':
      if (job.state !== 'queued' && job.state !== 'assigned')
        return refuse('illegal_transition', `A ${job.state} job cannot be held.`);
      if (job.held) return unchanged(job);
      return move({
        ...job,
        state: 'queued',
        printerId: null,
        held: true,
        flag: offPrinterFlag(job.flag),
      });
    case 'release':
      if (!job.held) return unchanged(job);
      return move({ ...job, held: false });
    case 'cancel':
      if (job.state === 'printing') {
        if (job.flag === 'cancel_requested') return unchanged(job);
        return move({ ...job, flag: 'cancel_requested' });
      }
      // A printed job's bed stays not cleared: the owner clears it by hand.
      return move({ ...job, state: 'cancelled', held: false });
    case 'stop':
      if (job.state !== 'printing')
        return refuse(
          'illegal_transition',
          `Only a printing job can be stopped; this one is ${job.state}.`,
        );
      return move({ ...job, state: 'cancelled' }, { bed: 'not_cleared' });
    case 'fail':
      if (job.state !== 'printing')
        return refuse('illegal_transition', `A ${job.state} job cannot fail at its printer.`);
      // Whatever is on the bed stays there until the owner looks: the bed is not cleared.
      if (job.flag === 'cancel_requested')
        return move({ ...job, state: 'cancelled' }, { bed: 'not_cleared' });
      return move(
        { ...job, state: 'queued', printerId: null, attempts: job.attempts + 1, flag: null },
        { bed: 'not_cleared', reprint: true },
      );
    case 'start_failed':
      if (job.state !== 'assigned')
        return refuse('illegal_transition', `A ${job.state} job has no start to fail.`);
      if (job.flag === 'start_failed') return unchanged(job);
      return move({ ...job, flag: 'start_failed' });
    case 'retry':
      if (job.flag !== 'start_failed') return unchanged(job);
      return move({ ...job, flag: null });
  }
}
