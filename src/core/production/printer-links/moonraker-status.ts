import { boundedText, type FileRunState, type LinkState, type LinkStatus } from './link-status';
import type { MoonrakerObjects } from './moonraker-answers';

/**
 * Moonraker's printer objects read as the shop's normalised status (decision 178). Klipper must
 * be `ready` before its print state means anything; otherwise the printer is offline (Moonraker
 * has no Klipper, or Klipper is still starting) or in error (a startup error or a shutdown, such
 * as an emergency stop or a heater fault).
 */

const KLIPPY_NOT_READY: Record<string, { state: LinkState; words: string }> = {
  disconnected: { state: 'offline', words: 'Moonraker is not connected to Klipper.' },
  startup: { state: 'offline', words: 'Klipper is starting up.' },
  error: { state: 'error', words: 'Klipper could not start.' },
  shutdown: { state: 'error', words: 'Klipper is shut down.' },
};

const PRINT_STATES: Record<string, LinkState> = {
  standby: 'ready',
  printing: 'printing',
  paused: 'paused',
  complete: 'complete',
  cancelled: 'cancelled',
  error: 'error',
};

/** Below this progress an estimate from the time so far is mostly noise. */
const MIN_PROGRESS_FOR_ESTIMATE = 0.005;
const MAX_SECONDS_LEFT = 365 * 24 * 3600;

function celsius(value: number | null | undefined): number | null {
  if (typeof value !== 'number' || value < -50 || value > 600) return null;
  return Math.round(value * 10) / 10;
}

function fraction(value: number | undefined): number | null {
  if (typeof value !== 'number') return null;
  return Math.min(1, Math.max(0, value));
}

/**
 * Time left from the time spent printing and the file progress, Moonraker's own fallback when a
 * file has no slicer estimate: total = duration / progress.
 */
export function moonrakerSecondsLeft(
  printDuration: number | undefined,
  progress: number | null,
): number | null {
  if (progress === null || typeof printDuration !== 'number' || printDuration <= 0) return null;
  if (progress >= 1) return 0;
  if (progress < MIN_PROGRESS_FOR_ESTIMATE) return null;
  const left = (printDuration * (1 - progress)) / progress;
  return Math.min(MAX_SECONDS_LEFT, Math.max(0, Math.round(left)));
}

/**
 * `klippyState` is /server/info's `klippy_state` where the objects carry no `webhooks` (the state
 * Klipper itself reports, which wins when present).
 */
export function moonrakerLinkStatus(
  objects: MoonrakerObjects,
  klippyState: string | null = null,
): LinkStatus {
  const stats = objects.print_stats ?? {};
  const base: LinkStatus = {
    state: 'ready',
    fileName: boundedText(stats.filename, 255),
    progress: null,
    secondsLeft: null,
    toolC: celsius(objects.extruder?.temperature),
    toolTargetC: celsius(objects.extruder?.target),
    bedC: celsius(objects.heater_bed?.temperature),
    bedTargetC: celsius(objects.heater_bed?.target),
    message: boundedText(stats.message, 200),
  };
  const klippy = objects.webhooks?.state ?? klippyState ?? 'ready';
  const notReady = KLIPPY_NOT_READY[klippy];
  if (notReady) {
    const message = boundedText(objects.webhooks?.state_message, 200) ?? notReady.words;
    return { ...base, state: notReady.state, message };
  }
  if (klippy !== 'ready')
    return { ...base, state: 'busy', message: boundedText(`Klipper reports "${klippy}".`, 200) };
  if (!objects.print_stats)
    return {
      ...base,
      state: 'error',
      message: 'Klipper has no print_stats: is [virtual_sdcard] in printer.cfg?',
    };
  const state = PRINT_STATES[stats.state ?? ''];
  if (!state)
    return {
      ...base,
      state: 'busy',
      message: boundedText(`The printer reports the print state "${stats.state ?? ''}".`, 200),
    };
  const sdProgress = fraction(objects.virtual_sdcard?.progress);
  const progress = state === 'complete' ? 1 : state === 'ready' ? null : sdProgress;
  const secondsLeft =
    state === 'printing' || state === 'paused'
      ? moonrakerSecondsLeft(stats.print_duration, progress)
      : state === 'complete'
        ? 0
        : null;
  return { ...base, state, progress, secondsLeft };
}

/**
 * A status delta from `notify_status_update` laid over the last whole status: each object's
 * changed fields replace the old ones, the rest stay. A fixed set of objects and fields, so the
 * result stays the same size whatever the printer sends.
 */
export function mergeMoonrakerObjects(
  base: MoonrakerObjects,
  delta: MoonrakerObjects,
): MoonrakerObjects {
  const merge = <K extends keyof MoonrakerObjects>(key: K): MoonrakerObjects[K] =>
    delta[key] ? { ...base[key], ...delta[key] } : base[key];
  return {
    webhooks: merge('webhooks'),
    print_stats: merge('print_stats'),
    virtual_sdcard: merge('virtual_sdcard'),
    extruder: merge('extruder'),
    heater_bed: merge('heater_bed'),
  };
}

const RUN_STATES: Record<string, FileRunState> = {
  in_progress: 'printing',
  completed: 'complete',
  cancelled: 'cancelled',
  error: 'error',
  klippy_shutdown: 'error',
  klippy_disconnect: 'error',
  interrupted: 'error',
};

/**
 * A history job's status as the catch-up reads it. A status this list does not know still means
 * the file ran: it is an `error` (checked by the owner, reprinted), never `none`, which would let
 * the shop start the same file a second time.
 */
export function moonrakerRunState(historyStatus: string): FileRunState {
  return RUN_STATES[historyStatus] ?? 'error';
}
