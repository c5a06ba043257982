import { and, eq, sql } from 'drizzle-orm';
import { printerSuits } from '#core/production/assign-jobs';
import { planJobAction, type JobAction, type JobActionType } from '#core/production/job-machine';
import { gramsNeeded, isShortOfFilament } from '#core/production/order-production';
import type { JobActionInput, JobViewData } from '#core/production/production-schemas';
import type { Database, Transaction } from '../../db/client';
import { productVariants } from '../../db/schema/catalog';
import { printJobs, printers, printSpools } from '../../db/schema/production';
import { recordEvent } from '../domain-events/domain-event';
import { badRequest, conflict, notFound } from '../lib/domain-error';
import { lockOrder } from '../orders/lock-order';
import { assignFreePrinters } from './assign-free-printers';
import { findJob } from './find-job';
import { lockPrinters, type LockedPrinter } from './lock-printers';
import type { JobRow } from './to-job-view';
import { updateOrderProduction } from './update-order-production';
import { writeJobEntries, type ProductionActor } from './write-job-entry';

export type ProductionChange = {
  eventIds: string[];
  /** Products whose stock a restock job's good check raised. */
  stockChanged: string[];
  /** Jobs this change gave a printer (their G-code is sliced after the commit). */
  assigned: string[];
};

/** The job's row, locked; the caller locked its order and the printers first. */
export async function lockJob(tx: Transaction, id: string): Promise<JobRow> {
  const [row] = await tx.select().from(printJobs).where(eq(printJobs.id, id)).for('update');
  if (!row) throw notFound('Print job not found');
  return row;
}

/**
 * Opens a production change in the one lock order: the job's order (if any), then every
 * printer, then the job. A change of an order (change-order) locks the order first too.
 */
export async function lockForJob(
  tx: Transaction,
  id: string,
): Promise<{ job: JobRow; printers: LockedPrinter[] }> {
  const [peek] = await tx
    .select({ orderId: printJobs.orderId })
    .from(printJobs)
    .where(eq(printJobs.id, id));
  if (!peek) throw notFound('Print job not found');
  if (peek.orderId) await lockOrder(tx, peek.orderId);
  const locked = await lockPrinters(tx);
  return { job: await lockJob(tx, id), printers: locked };
}

function toMachineAction(input: JobActionInput, job: JobRow, locked: LockedPrinter[]): JobAction {
  switch (input.action) {
    case 'assign': {
      if (!input.printerId)
        throw badRequest('Choose the printer to assign the job to.', 'printer_required');
      const printer = locked.find((p) => p.id === input.printerId);
      if (!printer) throw notFound('Printer not found');
      const bounds =
        job.boundsXMm !== null && job.boundsYMm !== null && job.boundsZMm !== null
          ? { x: job.boundsXMm, y: job.boundsYMm, z: job.boundsZMm }
          : null;
      return {
        type: 'assign',
        printer: {
          id: printer.id,
          active: printer.active,
          bedCleared: printer.bedCleared,
          busy: printer.busy && printer.currentJobId !== job.id,
          suits: printerSuits({ ...job, bounds }, printer),
        },
      };
    }
    case 'start': {
      const printer = locked.find((p) => p.id === job.printerId);
      return {
        type: 'start',
        filamentShort: isShortOfFilament(gramsNeeded(job), printer?.spool?.gramsLeft ?? null),
        force: input.force,
      };
    }
    case 'bad':
      return { type: 'bad', reason: input.reason };
    default:
      return { type: input.action };
  }
}

/**
 * One change of a job, inside the caller's transaction: planned by core's job machine from the
 * locked rows, applied (job, printer's bed, spool, stock), written to the job's timeline, the
 * order's production status followed, the free printers assigned, the events recorded. The
 * owner's clicks (changeJob) and a connected printer's reports (the driver) both come here:
 * one path. `version` is the owner's stale-click guard; a printer's report has none.
 */
export async function applyJobChange(
  tx: Transaction,
  id: string,
  request: {
    kind: JobActionType;
    action: (job: JobRow, locked: LockedPrinter[]) => JobAction;
    version?: number;
    detail?: Record<string, unknown>;
  },
  actor: ProductionActor,
): Promise<ProductionChange & { changed: boolean; job: JobRow }> {
  const { job, printers: locked } = await lockForJob(tx, id);
  if (request.version !== undefined && job.version !== request.version)
    throw conflict(
      'This job changed since you saw it: look at the board again and retry.',
      'stale_job',
    );
  const plan = planJobAction(job, request.action(job, locked));
  if (!plan.ok) throw conflict(plan.reason, plan.code);
  const result: ProductionChange = { eventIds: [], stockChanged: [], assigned: [] };
  if (!plan.changed) return { ...result, changed: false, job };
  const { next, effects } = plan;
  const grams = effects.takeFilament ? gramsNeeded(job) : null;
  const moved = next.printerId !== job.printerId && next.printerId !== null;
  await tx
    .update(printJobs)
    .set({
      state: next.state,
      printerId: next.printerId,
      held: next.held,
      flag: next.flag,
      attempts: next.attempts,
      version: sql`${printJobs.version} + 1`,
      updatedAt: new Date(),
      // A reprint is sliced again for its next printer; a reassigned job for its new one.
      ...(moved
        ? {
            gcodeStatus: job.modelId ? ('queued' as const) : ('failed' as const),
            gcodeError: job.modelId ? null : 'This job has no model file to slice.',
            gcodeRef: null,
            gcodePrinterId: null,
            gcodeClaimedUntil: null,
          }
        : effects.reprint || next.state === 'queued'
          ? { gcodeStatus: 'none' as const, gcodeRef: null, gcodePrinterId: null }
          : {}),
      ...(effects.takeFilament && grams !== null ? { filamentTakenGrams: grams } : {}),
      ...(effects.addStock ? { stockAddedAt: new Date() } : {}),
    })
    .where(and(eq(printJobs.id, id), eq(printJobs.version, job.version)));
  const printer = locked.find((p) => p.id === job.printerId);
  if (effects.bed && printer) {
    const cleared = effects.bed === 'cleared';
    await tx
      .update(printers)
      .set({ bedCleared: cleared, updatedAt: new Date() })
      .where(eq(printers.id, printer.id));
    printer.bedCleared = cleared;
  }
  // The job leaves its printer (bad check, hold, unassign, a cancel of an assigned job).
  if (printer && !['assigned', 'printing', 'printed'].includes(next.state)) {
    printer.busy = false;
    printer.currentJobId = null;
  }
  if (next.printerId && next.state === 'assigned') {
    const target = locked.find((p) => p.id === next.printerId)!;
    target.busy = true;
    target.currentJobId = id;
    if (moved) result.assigned.push(id);
  }
  // Taken once: the good check happens once (the state moves on), guarded by the transition.
  let spoolTaken: { spoolId: string; grams: number } | null = null;
  if (grams !== null && grams > 0 && printer?.spool && job.filamentTakenGrams === null) {
    await tx
      .update(printSpools)
      .set({
        gramsLeft: sql`greatest(0, ${printSpools.gramsLeft} - ${grams})`,
        updatedAt: new Date(),
      })
      .where(eq(printSpools.id, printer.spool.id));
    spoolTaken = { spoolId: printer.spool.id, grams };
  }
  let stockAdded: number | null = null;
  if (effects.addStock && job.variantId && job.stockAddedAt === null) {
    const [variant] = await tx
      .update(productVariants)
      .set({ quantity: sql`${productVariants.quantity} + ${job.pieces}`, updatedAt: new Date() })
      .where(eq(productVariants.id, job.variantId))
      .returning({ productId: productVariants.productId, quantity: productVariants.quantity });
    if (variant) {
      result.stockChanged.push(variant.productId);
      stockAdded = job.pieces;
    }
  }
  await writeJobEntries(tx, actor, [
    {
      jobId: id,
      kind: request.kind,
      fromState: job.state,
      toState: next.state,
      detail: {
        ...request.detail,
        ...(job.printerId ? { printerId: job.printerId } : {}),
        ...(next.printerId && next.printerId !== job.printerId
          ? { toPrinterId: next.printerId }
          : {}),
        ...(effects.reprint ? { attempt: next.attempts } : {}),
        ...(next.flag !== job.flag ? { flag: next.flag } : {}),
        ...(spoolTaken ? { spoolId: spoolTaken.spoolId, grams: spoolTaken.grams } : {}),
        ...(stockAdded !== null ? { stockAdded } : {}),
      },
    },
  ]);
  if (job.orderId) result.eventIds.push(...(await updateOrderProduction(tx, job.orderId, actor)));
  result.assigned.push(...(await assignFreePrinters(tx, locked)));
  result.eventIds.push(
    await recordProductionChanged(tx, [id, ...result.assigned], result.stockChanged),
  );
  return { ...result, changed: true, job: { ...job, ...next } };
}

/** A printer driven over its link is started and ended by its driver, not by hand. */
const DRIVEN_ACTIONS: readonly JobActionInput['action'][] = ['start', 'printed'];

/**
 * One action of the owner on a job (decision 169), in ONE transaction (applyJobChange). A stale
 * version or an illegal transition is a 409 and nothing is written.
 */
export async function changeJob(
  db: Database,
  id: string,
  input: JobActionInput,
  actor: ProductionActor,
): Promise<{ job: JobViewData } & ProductionChange> {
  const {
    changed: _changed,
    job: _row,
    ...change
  } = await db.transaction((tx) =>
    applyJobChange(
      tx,
      id,
      {
        kind: input.action,
        version: input.version,
        action: (job, locked) => {
          const printer = locked.find((p) => p.id === job.printerId);
          if (printer && printer.row.kind !== 'manual' && DRIVEN_ACTIONS.includes(input.action))
            throw conflict(
              'This printer is connected: the shop starts its prints and hears when they end.',
              'printer_connected',
            );
          return toMachineAction(input, job, locked);
        },
        detail: {
          ...(input.reason ? { reason: input.reason } : {}),
          ...(input.force ? { forced: true } : {}),
        },
      },
      actor,
    ),
  );
  return { job: await findJob(db, id), ...change };
}

/** The owner's board (and any page showing the stock a restock raised) hears of the change. */
export async function recordProductionChanged(
  tx: Transaction,
  jobIds: string[],
  stockChanged: string[] = [],
): Promise<string> {
  return recordEvent(tx, {
    type: 'live',
    events: [
      { type: 'production.changed', jobIds },
      ...(stockChanged.length > 0
        ? [{ type: 'stock.changed' as const, productIds: stockChanged }]
        : []),
    ],
  });
}
