import type { BoardJob } from '#core/production/production-schemas';

/** The most jobs one merge takes (the request's own bound). */
export const PLATE_MERGE_MAX = 50;

type PlateJob = Pick<
  BoardJob,
  | 'state'
  | 'held'
  | 'source'
  | 'orderItemId'
  | 'variantId'
  | 'modelName'
  | 'material'
  | 'colour'
  | 'quality'
>;

export type PlateCheck = { ok: true } | { ok: false; reason: string };

/** A job that could go on a shared plate at all: queued (no printer yet) and not held. */
export const canShareAPlate = (job: Pick<BoardJob, 'state' | 'held'>): boolean =>
  job.state === 'queued' && !job.held;

/**
 * The server's rule for one plate (POST …/production/jobs/merge), checked before asking: two or
 * more queued jobs, none held, of one line (same source, order line, variant and model) in the
 * same material, colour (both compared trimmed, case-insensitively) and quality. The server
 * checks again (and the model file, which the board does not carry) and answers 409 otherwise.
 */
export function checkPlate(jobs: readonly PlateJob[]): PlateCheck {
  if (jobs.length < 2) return { ok: false, reason: 'Choose at least two jobs to print together.' };
  if (jobs.length > PLATE_MERGE_MAX)
    return { ok: false, reason: `Choose at most ${PLATE_MERGE_MAX} jobs for one plate.` };
  if (!jobs.every(canShareAPlate))
    return { ok: false, reason: 'Only queued jobs that are not held can share a plate.' };
  const first = jobs[0]!;
  const norm = (s: string) => s.trim().toLowerCase();
  const differs = (pick: (j: PlateJob) => unknown) => jobs.some((j) => pick(j) !== pick(first));
  if (
    differs((j) => j.source) ||
    differs((j) => j.orderItemId) ||
    differs((j) => j.variantId) ||
    differs((j) => j.modelName)
  )
    return {
      ok: false,
      reason: 'These jobs are of different lines or models: only pieces of one can share a plate.',
    };
  if (differs((j) => norm(j.material)))
    return { ok: false, reason: 'These jobs are in different materials.' };
  if (differs((j) => norm(j.colour)))
    return { ok: false, reason: 'These jobs are in different colours.' };
  if (differs((j) => j.quality))
    return { ok: false, reason: 'These jobs are in different qualities.' };
  return { ok: true };
}
