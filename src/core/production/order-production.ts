import type { JobState } from './job-machine';

/**
 * How an order follows its print jobs (decision 170): beside the spec's order statuses, never
 * instead of them. Null: nothing to print; in production; ready to ship: every job is good.
 */
export const PRODUCTION_STATUSES = ['in_production', 'ready_to_ship'] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

/** What the customer sees of one printed line. */
export const LINE_PRODUCTION_STATES = [
  'queued',
  'printing',
  'printed',
  'checked',
  'shipped',
] as const;
export type LineProductionState = (typeof LINE_PRODUCTION_STATES)[number];

type JobLike = { state: JobState };

/** The order's production status from all its jobs (cancelled ones do not count). */
export function deriveProductionStatus(jobs: readonly JobLike[]): ProductionStatus | null {
  const live = jobs.filter((j) => j.state !== 'cancelled');
  if (live.length === 0) return null;
  return live.every((j) => j.state === 'good') ? 'ready_to_ship' : 'in_production';
}

/**
 * One line's state for the customer: shipped once the order is; checked when every piece is good;
 * printed when every piece is off the printer; printing while any is on one; queued otherwise.
 */
export function deriveLineState(
  jobs: readonly JobLike[],
  orderShipped: boolean,
): LineProductionState {
  if (orderShipped) return 'shipped';
  const live = jobs.filter((j) => j.state !== 'cancelled');
  if (live.length === 0) return 'queued';
  if (live.every((j) => j.state === 'good')) return 'checked';
  if (live.some((j) => j.state === 'printing')) return 'printing';
  if (live.every((j) => j.state === 'printed' || j.state === 'good')) return 'printed';
  return 'queued';
}

const DAY_MS = 24 * 60 * 60_000;

/** When a job is due: the order's paid time plus the lead time it was promised, in days. */
export function dueDateFrom(paidAt: Date, leadTimeDays: number): Date {
  return new Date(paidAt.getTime() + Math.max(0, leadTimeDays) * DAY_MS);
}

/** Late: due before now and not finished. */
export function isJobLate(job: { state: JobState; dueAt: Date | null }, now: Date): boolean {
  if (!job.dueAt || job.state === 'good' || job.state === 'cancelled') return false;
  return job.dueAt.getTime() < now.getTime();
}

/** Grams a job needs, when its slice is known. */
export function gramsNeeded(job: { gramsPerPiece: number | null; pieces: number }): number | null {
  return job.gramsPerPiece === null ? null : job.gramsPerPiece * job.pieces;
}

/** A job needs more than the spool loaded on its printer has left (false when either is unknown). */
export function isShortOfFilament(needed: number | null, gramsLeft: number | null): boolean {
  return needed !== null && gramsLeft !== null && needed > gramsLeft;
}

/** Below this many grams left across its spools a material and colour is running low. */
export const LOW_FILAMENT_GRAMS = 200;

/** The material+colour pairs whose spools together hold less than the threshold. */
export function lowFilament(
  spools: readonly { material: string; colour: string; gramsLeft: number }[],
  threshold: number = LOW_FILAMENT_GRAMS,
): { material: string; colour: string; gramsLeft: number }[] {
  const byKey = new Map<string, { material: string; colour: string; gramsLeft: number }>();
  for (const s of spools) {
    const key = `${s.material.trim().toLowerCase()}|${s.colour.trim().toLowerCase()}`;
    const seen = byKey.get(key);
    if (seen) seen.gramsLeft += s.gramsLeft;
    else
      byKey.set(key, {
        material: s.material.trim(),
        colour: s.colour.trim(),
        gramsLeft: s.gramsLeft,
      });
  }
  return [...byKey.values()]
    .filter((g) => g.gramsLeft < threshold)
    .sort((a, b) => a.gramsLeft - b.gramsLeft || a.material.localeCompare(b.material));
}

/** The lead time of a printed-to-order variant sold from stock (it has none of its own), in days. */
export const DEFAULT_PRINT_LEAD_DAYS = 7;
