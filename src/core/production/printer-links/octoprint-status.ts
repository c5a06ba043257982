import { boundedText, type LinkState, type LinkStatus } from './link-status';
import type { OctoPrintFlags, OctoPrintJob, OctoPrintPrinter } from './octoprint-answers';

/**
 * OctoPrint's state texts (its comm layer's `getStateString`) mapped to the shop's link states
 * (decision 178). A print still moving (starting, pausing, finishing, cancelling) is `printing`
 * until OctoPrint says otherwise; streaming a file to the SD card is `busy` (not a print of ours).
 */
const STATE_TEXTS: Record<string, LinkState> = {
  Operational: 'ready',
  Starting: 'printing',
  'Starting print from SD': 'printing',
  Printing: 'printing',
  'Printing from SD': 'printing',
  Pausing: 'printing',
  Resuming: 'printing',
  Finishing: 'printing',
  Cancelling: 'printing',
  Paused: 'paused',
  'Starting to send file to SD': 'busy',
  'Sending file to SD': 'busy',
  'Transferring file to SD': 'busy',
  Error: 'error',
  'Offline after error': 'error',
  Offline: 'offline',
  Closed: 'offline',
  'Opening serial connection': 'offline',
  'Detecting serial connection': 'offline',
  'Detecting serial port': 'offline',
  'Detecting baudrate': 'offline',
  Connecting: 'offline',
  Reconnecting: 'offline',
};

/** A state text OctoPrint did not document (a plugin's, a newer version's) read by its flags. */
function stateOfFlags(flags: OctoPrintFlags): LinkState {
  if (flags.error) return 'error';
  if (flags.closedOrError) return 'offline';
  if (flags.paused) return 'paused';
  if (flags.printing || flags.pausing || flags.cancelling || flags.finishing) return 'printing';
  if (flags.operational) return flags.ready === false ? 'busy' : 'ready';
  return 'offline';
}

/**
 * The link state of OctoPrint's state text, with the printer's flags when `/api/printer`
 * answered. `printer` is null when it answered 409 "Printer is not operational": then only an
 * error stays an error, anything else is offline. An unknown text without flags is `busy`: the
 * shop does not start on a printer it cannot read, nor calls it offline.
 */
export function octoPrintLinkState(
  text: string,
  printer: OctoPrintPrinter | null | undefined,
): LinkState {
  const known = Object.hasOwn(STATE_TEXTS, text) ? STATE_TEXTS[text] : undefined;
  const flags = printer?.state.flags;
  let state: LinkState = known ?? (flags ? stateOfFlags(flags) : 'busy');
  if (state === 'ready' && flags && flags.ready === false) state = 'busy';
  if (printer === null && state !== 'error') state = 'offline';
  return state;
}

const MAX_SECONDS_LEFT = 365 * 24 * 3600;

/** OctoPrint's completion (a percentage) as 0–1, clamped; null when it does not say. */
export function octoPrintProgress(completion: number | null | undefined): number | null {
  if (typeof completion !== 'number' || !Number.isFinite(completion)) return null;
  return Math.min(1, Math.max(0, completion / 100));
}

function secondsLeft(seconds: number | null | undefined): number | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return null;
  return Math.min(MAX_SECONDS_LEFT, Math.max(0, Math.round(seconds)));
}

/** A reading outside what a printer can mean (a broken thermistor) is not shown. */
function celsius(value: number | null | undefined): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return value >= -50 && value <= 600 ? value : null;
}

/** The file of OctoPrint's current job, as a name to compare (never a path). */
export function octoPrintJobFile(job: OctoPrintJob): string | null {
  return boundedText(job.job?.file?.name, 255);
}

/**
 * One poll's answers (`GET /api/job`, and `GET /api/printer` or null for its 409) as the shop's
 * normalised status. OctoPrint keeps a finished job selected at 100 %, so an idle printer whose
 * job reads 100 % is `complete`; a cancel resets the completion, so it reads `ready` here and the
 * catch-up (`lastRunOf`) tells cancelled from never started by the file's history.
 */
export function octoPrintStatus(job: OctoPrintJob, printer: OctoPrintPrinter | null): LinkStatus {
  let state = octoPrintLinkState(job.state, printer);
  const progress = octoPrintProgress(job.progress?.completion);
  const fileName = octoPrintJobFile(job);
  if (state === 'ready' && fileName !== null && progress === 1) state = 'complete';
  const onPrint = state === 'printing' || state === 'paused';
  const temperature = printer?.temperature;
  const message =
    state === 'error'
      ? (boundedText(job.error, 200) ??
        boundedText(printer?.state.error, 200) ??
        boundedText(job.state, 200))
      : state === 'busy'
        ? boundedText(job.state, 200)
        : state === 'offline'
          ? STATE_TEXTS[job.state] === 'offline'
            ? job.state
            : 'Printer is not operational'
          : null;
  return {
    state,
    fileName,
    progress: onPrint || state === 'complete' ? progress : null,
    secondsLeft: onPrint ? secondsLeft(job.progress?.printTimeLeft) : null,
    toolC: celsius(temperature?.tool0?.actual),
    toolTargetC: celsius(temperature?.tool0?.target),
    bedC: celsius(temperature?.bed?.actual),
    bedTargetC: celsius(temperature?.bed?.target),
    message,
  };
}
