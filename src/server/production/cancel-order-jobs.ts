import { and, eq, inArray, sql } from 'drizzle-orm';
import { planJobAction } from '#core/production/job-machine';
import type { Transaction } from '../../db/client';
import { printQuotes } from '../../db/schema/custom-prints';
import { printJobs } from '../../db/schema/production';
import { assignFreePrinters } from './assign-free-printers';
import { recordProductionChanged, type ProductionChange } from './change-job';
import { lockPrinters } from './lock-printers';
import type { JobRow } from './to-job-view';
import { updateOrderProduction } from './update-order-production';
import { writeJobEntries, type ProductionActor } from './write-job-entry';

/** Which jobs to cancel: all of the order's, or so many pieces of some lines (refunded units). */
export type JobsToCancel =
  { all: true } | { all: false; lines: { itemId: string; units: number }[] };

/** Not yet on a plate first: the last queued pieces, then assigned, then a printing one. */
const CANCEL_ORDER: Record<string, number> = { queued: 0, assigned: 1, printing: 2 };

/**
 * A cancelled order or a refunded line takes its jobs with it (decision 169), in the order
 * change's transaction: queued, held and assigned jobs are cancelled; a printing one is only
 * flagged `cancel_requested` and stays on the board until the owner stops it or it ends; a
 * printed or good one stays (it was made). The caller holds the order's row lock.
 */
export async function cancelOrderJobs(
  tx: Transaction,
  orderId: string,
  which: JobsToCancel,
  actor: ProductionActor,
  reason: string,
): Promise<ProductionChange> {
  const result: ProductionChange = { eventIds: [], stockChanged: [], assigned: [] };
  const [any] = await tx
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(
      and(
        eq(printJobs.orderId, orderId),
        inArray(printJobs.state, ['queued', 'assigned', 'printing']),
      ),
    )
    .limit(1);
  if (!any) return result;
  const locked = await lockPrinters(tx);
  const jobs = await tx
    .select()
    .from(printJobs)
    .where(
      and(
        eq(printJobs.orderId, orderId),
        inArray(printJobs.state, ['queued', 'assigned', 'printing']),
      ),
    )
    .orderBy(sql`${printJobs.pieceIndex} desc nulls last`)
    .for('update');
  const chosen: JobRow[] = [];
  if (which.all) chosen.push(...jobs);
  else
    for (const line of which.lines) {
      // A custom print's one unit is its quote's quantity of pieces.
      const [quote] = await tx
        .select({ perUnit: printQuotes.quantity })
        .from(printQuotes)
        .where(and(eq(printQuotes.orderId, orderId), eq(printQuotes.orderItemId, line.itemId)));
      let left = line.units * (quote?.perUnit ?? 1);
      const ofLine = jobs
        .filter((j) => j.orderItemId === line.itemId && j.flag !== 'cancel_requested')
        .sort((a, b) => CANCEL_ORDER[a.state]! - CANCEL_ORDER[b.state]!);
      for (const job of ofLine) {
        if (left <= 0) break;
        chosen.push(job);
        left -= job.pieces;
      }
    }
  const changed: string[] = [];
  for (const job of chosen) {
    const plan = planJobAction(job, { type: 'cancel' });
    if (!plan.ok || !plan.changed) continue;
    await tx
      .update(printJobs)
      .set({
        state: plan.next.state,
        flag: plan.next.flag,
        held: plan.next.held,
        version: sql`${printJobs.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(printJobs.id, job.id));
    await writeJobEntries(tx, actor, [
      {
        jobId: job.id,
        kind: 'cancel',
        fromState: job.state,
        toState: plan.next.state,
        detail: { reason, ...(plan.next.flag ? { flag: plan.next.flag } : {}) },
      },
    ]);
    changed.push(job.id);
    const printer = locked.find((p) => p.id === job.printerId);
    if (printer && plan.next.state === 'cancelled') {
      printer.busy = false;
      printer.currentJobId = null;
    }
  }
  if (changed.length === 0) return result;
  result.eventIds.push(...(await updateOrderProduction(tx, orderId, actor)));
  result.assigned.push(...(await assignFreePrinters(tx, locked)));
  result.eventIds.push(await recordProductionChanged(tx, [...changed, ...result.assigned]));
  return result;
}
