import { asc, eq } from 'drizzle-orm';
import type { JobEventData } from '#core/production/production-schemas';
import type { Executor } from '../../db/client';
import { printJobEvents } from '../../db/schema/production';

/** A job's timeline, oldest first. */
export async function listJobEvents(executor: Executor, jobId: string): Promise<JobEventData[]> {
  const rows = await executor
    .select()
    .from(printJobEvents)
    .where(eq(printJobEvents.jobId, jobId))
    .orderBy(asc(printJobEvents.createdAt), asc(printJobEvents.id));
  return rows.map((r) => ({
    id: r.id,
    jobId: r.jobId,
    kind: r.kind,
    fromState: r.fromState,
    toState: r.toState,
    actorLabel: r.actorLabel,
    detail: r.detail,
    createdAt: r.createdAt,
  }));
}
