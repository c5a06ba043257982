import type { LinkStatus } from './link-status';

/** The longest a printer's stored status goes unwritten while it answers (decision 178). */
export const STATUS_WRITE_EVERY_MS = 15_000;
/** A change of progress worth a write: 1 %. */
export const STATUS_PROGRESS_STEP = 0.01;

/**
 * Whether a printer's new status is written to its row: a state change, 1 % of progress, or
 * every 15 s, so fifty printers polled each second do not write fifty rows a second.
 */
export function shouldWriteStatus(
  last: { status: LinkStatus; at: number } | null,
  next: LinkStatus,
  now: number,
): boolean {
  if (!last) return true;
  if (last.status.state !== next.state || last.status.fileName !== next.fileName) return true;
  const before = last.status.progress ?? 0;
  const after = next.progress ?? 0;
  // The epsilon: 0.41 − 0.40 is 0.00999… in floating point.
  if (Math.abs(after - before) >= STATUS_PROGRESS_STEP - 1e-9) return true;
  return now - last.at >= STATUS_WRITE_EVERY_MS;
}
