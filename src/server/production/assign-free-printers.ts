import { and, asc, eq, sql } from 'drizzle-orm';
import { assignJobs, filamentKey, printerIsFree } from '#core/production/assign-jobs';
import { planJobAction } from '#core/production/job-machine';
import type { Transaction } from '../../db/client';
import { printJobs } from '../../db/schema/production';
import type { LockedPrinter } from './lock-printers';
import { AUTO_ACTOR, writeJobEntries } from './write-job-entry';

/** How many queued jobs one assignment round considers (the earliest due). */
const QUEUE_WINDOW = 500;

/**
 * The assignment after every change (decision 169), in the change's transaction over the
 * printers it locked: each free printer takes the first queued job its loaded material and
 * colour and its bed suit. Answers the jobs it assigned; `printers` is updated in place.
 */
export async function assignFreePrinters(
  tx: Transaction,
  printers: LockedPrinter[],
): Promise<string[]> {
  const free = printers.filter(printerIsFree);
  if (free.length === 0) return [];
  const wanted = [...new Set(free.map((p) => filamentKey(p.material, p.colour)))];
  const queued = await tx
    .select()
    .from(printJobs)
    .where(
      and(
        eq(printJobs.state, 'queued'),
        eq(printJobs.held, false),
        sql`lower(trim(${printJobs.material})) || '|' || lower(trim(${printJobs.colour})) in (${sql.join(
          wanted.map((w) => sql`${w}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(
      sql`${printJobs.dueAt} asc nulls last`,
      asc(printJobs.position),
      asc(printJobs.createdAt),
    )
    .limit(QUEUE_WINDOW);
  const assignments = assignJobs(
    queued.map((j) => ({
      ...j,
      bounds:
        j.boundsXMm !== null && j.boundsYMm !== null && j.boundsZMm !== null
          ? { x: j.boundsXMm, y: j.boundsYMm, z: j.boundsZMm }
          : null,
    })),
    free,
  );
  const done: string[] = [];
  for (const { jobId, printerId } of assignments) {
    const job = queued.find((j) => j.id === jobId)!;
    const printer = printers.find((p) => p.id === printerId)!;
    const plan = planJobAction(job, {
      type: 'assign',
      printer: { ...printer, suits: true },
    });
    if (!plan.ok || !plan.changed) continue;
    const [moved] = await tx
      .update(printJobs)
      .set({
        state: 'assigned',
        printerId,
        // Sliced for this printer's profile after the commit (no model: nothing to slice).
        gcodeStatus: job.modelId ? ('queued' as const) : ('failed' as const),
        gcodeError: job.modelId ? null : 'This job has no model file to slice.',
        gcodeRef: null,
        gcodePrinterId: null,
        gcodeClaimedUntil: null,
        version: sql`${printJobs.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(printJobs.id, jobId), eq(printJobs.state, 'queued')))
      .returning({ id: printJobs.id });
    if (!moved) continue;
    printer.busy = true;
    printer.currentJobId = jobId;
    done.push(jobId);
    await writeJobEntries(tx, AUTO_ACTOR, [
      {
        jobId,
        kind: 'assign',
        fromState: 'queued',
        toState: 'assigned',
        detail: { printerId, printerName: printer.name },
      },
    ]);
  }
  return done;
}
