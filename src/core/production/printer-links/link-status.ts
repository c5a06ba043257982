import { z } from 'zod';

/**
 * What a connected printer says of itself, normalised across OctoPrint and Moonraker (decision
 * 178). The shop never shows a printer's raw answer: adapters parse it with their own schemas
 * into this shape, bounded, and everything downstream (the driver, the board) reads only this.
 */

export const LINK_KINDS = ['octoprint', 'moonraker'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * - `ready`: operational and idle, a print may start.
 * - `printing`, `paused`: a print is on (its file is `fileName`).
 * - `complete`, `cancelled`, `error`: the last print ended so (the printer is idle again except
 *   for `error`, which may also mean the printer itself is in error and cannot start).
 * - `busy`: operational but unable to start now (homing, SD busy, another client's job).
 * - `offline`: not answering, or answering that it is not connected to its board.
 */
export const LINK_STATES = [
  'ready',
  'printing',
  'paused',
  'complete',
  'cancelled',
  'error',
  'busy',
  'offline',
] as const;
export type LinkState = (typeof LINK_STATES)[number];

const celsius = z.number().min(-50).max(600).nullable();

export const linkStatusSchema = z.object({
  state: z.enum(LINK_STATES),
  /** The file of the current or last print as the printer names it: compared, never a path. */
  fileName: z.string().max(255).nullable(),
  /** 0–1, or null when the printer does not say. */
  progress: z.number().min(0).max(1).nullable(),
  secondsLeft: z
    .number()
    .int()
    .min(0)
    .max(365 * 24 * 3600)
    .nullable(),
  toolC: celsius,
  toolTargetC: celsius,
  bedC: celsius,
  bedTargetC: celsius,
  /** The printer's own words for an error or a busy state, cut to 200 characters. */
  message: z.string().max(200).nullable(),
});
export type LinkStatus = z.infer<typeof linkStatusSchema>;

/** A printer's answer to "Test connection" in the printer form. */
export const connectionReportSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** The server's name and version, such as "OctoPrint 1.10.2" or "Moonraker v0.9.3". */
    version: z.string().max(120),
    state: z.enum(LINK_STATES),
    message: z.string().max(200).nullable(),
  }),
  z.object({ ok: z.literal(false), reason: z.string().max(300) }),
]);
export type ConnectionReport = z.infer<typeof connectionReportSchema>;

/**
 * What the printer knows of the last run of one of our files (the catch-up after a restart or a
 * reconnect): still on, ended one of three ways, or never started.
 */
export const FILE_RUN_STATES = [
  'printing',
  'paused',
  'complete',
  'cancelled',
  'error',
  'none',
] as const;
export type FileRunState = (typeof FILE_RUN_STATES)[number];

/** Cut an untrusted printer string to a length the shop stores and shows. */
export function boundedText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  // Control characters would reach the board's text and the logs as they came.
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return text ? text.slice(0, max) : null;
}
