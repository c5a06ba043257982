import { sql } from 'drizzle-orm';
import type { JobState } from '#core/production/job-machine';
import type { Executor } from '../../db/client';
import { printJobEvents } from '../../db/schema/production';

/** Who made a production change, as the timelines name them ('auto' for the assignment). */
export type ProductionActor = { userId: string | null; label: string };

export const AUTO_ACTOR: ProductionActor = { userId: null, label: 'auto-assign' };

export type JobEntry = {
  jobId: string;
  kind: string;
  fromState?: JobState | null;
  toState?: JobState | null;
  detail?: Record<string, unknown>;
};

/** The only writer of job timeline rows: every change of a job leaves one (decision 169). */
export async function writeJobEntries(
  executor: Executor,
  actor: ProductionActor,
  entries: readonly JobEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await executor.insert(printJobEvents).values(
    entries.map((e) => ({
      jobId: e.jobId,
      kind: e.kind,
      fromState: e.fromState ?? null,
      toState: e.toState ?? null,
      detail: e.detail ?? {},
      actorUserId: actor.userId,
      actorLabel: actor.label,
      // The wall clock, not the transaction's start: entries of one change keep their order.
      createdAt: sql`clock_timestamp()`,
    })),
  );
}
