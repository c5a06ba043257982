import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { JobViewData } from '#core/production/production-schemas';
import type { Database } from '../../db/client';
import { printJobs } from '../../db/schema/production';
import { conflict, notFound } from '../lib/domain-error';
import { lockOrder } from '../orders/lock-order';
import { recordProductionChanged } from './change-job';
import { findJob } from './find-job';
import { lockPrinters } from './lock-printers';
import { writeJobEntries, type ProductionActor } from './write-job-entry';

const sameKey = (j: typeof printJobs.$inferSelect) =>
  [
    j.source,
    j.orderItemId ?? '',
    j.variantId ?? '',
    j.modelId ?? '',
    j.material.trim().toLowerCase(),
    j.colour.trim().toLowerCase(),
    j.quality,
  ].join('|');

/**
 * Queued pieces of one line (one model, material, colour, quality) onto one plate: the first
 * job takes every piece, the others are cancelled as merged into it (kept in the history).
 */
export async function mergeJobs(
  db: Database,
  jobIds: string[],
  actor: ProductionActor,
): Promise<{ job: JobViewData; eventIds: string[] }> {
  const ids = [...new Set(jobIds)];
  if (ids.length < 2)
    throw conflict('Choose at least two jobs to put on one plate.', 'merge_too_few');
  const { targetId, eventIds } = await db.transaction(async (tx) => {
    const peek = await tx
      .select({ orderId: printJobs.orderId })
      .from(printJobs)
      .where(inArray(printJobs.id, ids));
    if (peek.length !== ids.length) throw notFound('Print job not found');
    const orderIds = [...new Set(peek.flatMap((p) => (p.orderId ? [p.orderId] : [])))].sort();
    for (const orderId of orderIds) await lockOrder(tx, orderId);
    await lockPrinters(tx);
    const jobs = await tx
      .select()
      .from(printJobs)
      .where(inArray(printJobs.id, ids))
      .orderBy(sql`${printJobs.pieceIndex} asc nulls last`, asc(printJobs.createdAt))
      .for('update');
    if (jobs.some((j) => j.state !== 'queued' || j.held))
      throw conflict('Only queued jobs that are not held can share a plate.', 'illegal_transition');
    if (new Set(jobs.map(sameKey)).size !== 1)
      throw conflict('Only pieces of the same line and model can share a plate.', 'merge_mismatch');
    const [target, ...rest] = jobs;
    const pieces = jobs.reduce((sum, j) => sum + j.pieces, 0);
    await tx
      .update(printJobs)
      .set({ pieces, version: sql`${printJobs.version} + 1`, updatedAt: new Date() })
      .where(eq(printJobs.id, target!.id));
    await tx
      .update(printJobs)
      .set({
        state: 'cancelled',
        mergedIntoId: target!.id,
        version: sql`${printJobs.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          inArray(
            printJobs.id,
            rest.map((j) => j.id),
          ),
          eq(printJobs.state, 'queued'),
        ),
      );
    await writeJobEntries(tx, actor, [
      {
        jobId: target!.id,
        kind: 'merge',
        fromState: 'queued',
        toState: 'queued',
        detail: { pieces, merged: rest.map((j) => j.id) },
      },
      ...rest.map((j) => ({
        jobId: j.id,
        kind: 'merge',
        fromState: 'queued' as const,
        toState: 'cancelled' as const,
        detail: { mergedInto: target!.id },
      })),
    ]);
    return { targetId: target!.id, eventIds: [await recordProductionChanged(tx, ids)] };
  });
  return { job: await findJob(db, targetId), eventIds };
}
