import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { JobViewData } from '#core/production/production-schemas';
import type { Database } from '../../db/client';
import { printJobs } from '../../db/schema/production';
import { conflict } from '../lib/domain-error';
import { lockJob, recordProductionChanged } from './change-job';
import { findJob } from './find-job';
import { writeJobEntries, type ProductionActor } from './write-job-entry';

/**
 * The owner reorders the queue: the job takes `position` and the queued jobs at or after it
 * move one down. The board orders by due date first, then by this position.
 */
export async function moveJob(
  db: Database,
  id: string,
  position: number,
  actor: ProductionActor,
): Promise<{ job: JobViewData; eventIds: string[] }> {
  const eventIds = await db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (job.state !== 'queued')
      throw conflict('Only a queued job can be moved in the queue.', 'illegal_transition');
    if (job.position === position) return [];
    await tx
      .update(printJobs)
      .set({ position: sql`${printJobs.position} + 1` })
      .where(
        and(eq(printJobs.state, 'queued'), gte(printJobs.position, position), ne(printJobs.id, id)),
      );
    await tx
      .update(printJobs)
      .set({ position, version: sql`${printJobs.version} + 1`, updatedAt: new Date() })
      .where(eq(printJobs.id, id));
    await writeJobEntries(tx, actor, [
      {
        jobId: id,
        kind: 'move',
        fromState: 'queued',
        toState: 'queued',
        detail: { from: job.position, to: position },
      },
    ]);
    return [await recordProductionChanged(tx, [id])];
  });
  return { job: await findJob(db, id), eventIds };
}
