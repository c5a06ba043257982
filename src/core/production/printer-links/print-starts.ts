/**
 * Start attempts (decision 178): every upload-and-start of a job on a connected printer is one
 * row, and a job has at most one live row, so it is never started twice.
 *
 * uploading → uploaded → starting → started → ended; or not_started / conflict (the attempt
 * failed: the job keeps its printer with the flag `start_failed` until the owner's retry).
 */
export const START_STATES = [
  'uploading',
  'uploaded',
  'starting',
  'started',
  'not_started',
  'conflict',
  'ended',
] as const;
export type StartState = (typeof START_STATES)[number];

/** The states the partial unique index covers: one such row per job. */
export const LIVE_START_STATES = [
  'uploading',
  'uploaded',
  'starting',
  'started',
] as const satisfies readonly StartState[];

export function isLiveStartState(state: StartState): boolean {
  return (LIVE_START_STATES as readonly StartState[]).includes(state);
}

/** Ours on the printer: a name built from the attempt's id, never from anything a user typed. */
export function startFileName(startId: string): string {
  return `lw-${startId}.gcode`;
}

/** How a printer is reached: not at all (manual), answering, or not answering. */
export const PRINTER_LINK_STATES = ['none', 'online', 'offline'] as const;
export type PrinterLinkState = (typeof PRINTER_LINK_STATES)[number];

/** The most of a printer's reason kept on a start row or in a timeline entry. */
export const START_ERROR_MAX = 300;
