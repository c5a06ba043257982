import type { JobFlag, JobState } from '../job-machine';
import type { FileRunState, LinkStatus } from './link-status';
import type { StartState } from './print-starts';

/**
 * What the printer driver does with what a connected printer said (decision 178, its table).
 * Pure: the driver reads the printer's job and live start row, asks this, and applies the
 * answer in one transaction; the answer is asked again after each step, so a catch-up that finds
 * a print already complete walks `started` then `printed`.
 */

/** The job on the printer (assigned, printing or printed), if any. */
export type LinkJob = {
  state: JobState;
  flag: JobFlag | null;
  /** Its G-code is sliced for this printer and stored. */
  gcodeReady: boolean;
};

/** The job's live start row (uploading, uploaded, starting, started), if any. */
export type LinkStart = { state: StartState; fileName: string };

export type LinkObservation =
  | { kind: 'status'; status: LinkStatus }
  /** The catch-up's answer: what the printer knows of the live start's file. */
  | { kind: 'run'; run: FileRunState }
  | { kind: 'unreachable' };

export type LinkPlan =
  /** Nothing to change (still printing, idle with nothing to do, another's file). */
  | { do: 'nothing' }
  /** The printer does not answer: offline, its printing job "unknown" until a catch-up. */
  | { do: 'offline' }
  /** The status alone cannot settle the start: ask the printer's history (`lastRunOf`). */
  | { do: 'catch_up' }
  /** Upload and start the job: a new start row (the unique index guards it). */
  | { do: 'dispatch' }
  /** A start row left uploading or uploaded (a crash before the start): finish that attempt. */
  | { do: 'resume_start' }
  /** Our file is printing: the start row is started and the job `start`s. */
  | { do: 'started' }
  | { do: 'printed' }
  /** Error at the printer, or a cancel nobody asked for: the job's `fail` (a reprint). */
  | { do: 'fail'; reason: string }
  /** The print was cancelled and a cancel had been asked: the job's `stop`. */
  | { do: 'stop' }
  /** The start did not take: the row is not_started, the job flagged start_failed. */
  | { do: 'not_started'; reason: string };

const NOTHING: LinkPlan = { do: 'nothing' };
const PRE_START: readonly StartState[] = ['uploading', 'uploaded'];
/**
 * Idle and able to start: a printer keeps saying how its last print ended (OctoPrint's job at
 * 100 %, Moonraker's print_stats) until the next one, so `complete` and `cancelled` are idle too.
 * So is `error` (Klipper keeps a failed print's error until the next start): a failure leaves
 * the bed not cleared, and nothing is dispatched before the owner has looked and cleared it; a
 * printer still in error then refuses the start, which flags the job for the owner.
 */
const IDLE: readonly LinkStatus['state'][] = ['ready', 'complete', 'cancelled', 'error'];

function fromEnd(
  run: 'complete' | 'cancelled' | 'error',
  job: LinkJob,
  msg: string | null,
): LinkPlan {
  if (run === 'complete') return { do: 'printed' };
  if (run === 'cancelled' && job.flag === 'cancel_requested') return { do: 'stop' };
  return {
    do: 'fail',
    reason:
      run === 'cancelled'
        ? 'The print was cancelled at the printer.'
        : `The printer reported an error${msg ? `: ${msg}` : '.'}`,
  };
}

export function planLinkUpdate(
  job: LinkJob | null,
  start: LinkStart | null,
  seen: LinkObservation,
  printer: { bedCleared: boolean },
): LinkPlan {
  if (seen.kind === 'unreachable') return { do: 'offline' };
  if (!job || (job.state !== 'assigned' && job.state !== 'printing')) return NOTHING;
  if (!start) {
    if (job.state === 'printing') return NOTHING; // printed by hand before it was connected
    if (seen.kind !== 'status' || !IDLE.includes(seen.status.state)) return NOTHING;
    if (job.flag === 'start_failed' || !job.gcodeReady || !printer.bedCleared) return NOTHING;
    return { do: 'dispatch' };
  }
  if (seen.kind === 'run') return fromRun(job, start, seen.run);
  const { status } = seen;
  const ours = status.fileName === start.fileName;
  if (status.state === 'offline') return { do: 'offline' };
  if (job.state === 'assigned') {
    if (ours && (status.state === 'printing' || status.state === 'paused'))
      return { do: 'started' };
    // Anything else waits for the history: never a second start on a guess.
    return { do: 'catch_up' };
  }
  // Printing, with its start row started.
  if (!ours) return status.state === 'busy' ? NOTHING : { do: 'catch_up' };
  switch (status.state) {
    case 'printing':
    case 'paused':
    case 'busy':
      return NOTHING;
    case 'complete':
    case 'cancelled':
    case 'error':
      return fromEnd(status.state, job, status.message);
    case 'ready':
      return { do: 'catch_up' };
  }
}

function fromRun(job: LinkJob, start: LinkStart, run: FileRunState): LinkPlan {
  if (job.state === 'assigned') {
    if (run !== 'none') return { do: 'started' };
    if (PRE_START.includes(start.state)) return { do: 'resume_start' };
    return {
      do: 'not_started',
      reason: 'The printer did not start the file it was sent, and is not printing it.',
    };
  }
  switch (run) {
    case 'printing':
    case 'paused':
      return NOTHING;
    case 'none':
      return { do: 'fail', reason: 'The printer has no record of this print.' };
    default:
      return fromEnd(run, job, null);
  }
}
