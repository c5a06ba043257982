import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { startFileName, type StartState } from '#core/production/printer-links/print-starts';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { printers, printJobs, printStarts } from '../../../db/schema/production';
import type { FileStorage } from '../../storage/file-storage';
import type { ProductionChange } from '../change-job';
import { GCODE_BUCKET } from '../gcode-dispatcher';
import type { PrinterAdapter } from './printer-adapter';
import { boundError, settlePrinterJob } from './settle-printer-job';
import { holdsPrinter } from './take-printer-leases';

type Deps = {
  db: Database;
  storage: FileStorage;
  driverId: string;
  printer: { id: string; name: string };
  adapter: PrinterAdapter;
};

const NO_CHANGE: ProductionChange = { eventIds: [], stockChanged: [], assigned: [] };

/**
 * Opens a start attempt for the printer's assigned job (decision 178): the row is inserted only
 * if the job is still assigned to this printer, unflagged, its G-code ready and the bed cleared,
 * and no live attempt exists (the partial unique index: a second process's insert does nothing).
 * Then uploads and starts it. Answers null when there was nothing to start.
 */
export async function dispatchPrint(deps: Deps, jobId: string): Promise<ProductionChange | null> {
  const id = randomUUID();
  const fileName = startFileName(id);
  const [opened] = await deps.db.transaction(async (tx) => {
    if (!(await holdsPrinter(tx, deps.driverId, deps.printer.id))) return [];
    return queryRows<{ id: string }>(
      tx,
      sql`insert into print_starts (id, job_id, printer_id, attempt, file_name, state)
        select ${id}::uuid, j.id, j.printer_id, j.attempts, ${fileName}, 'uploading'
        from ${printJobs} j join ${printers} p on p.id = j.printer_id
        where j.id = ${jobId} and j.printer_id = ${deps.printer.id} and j.state = 'assigned'
          and j.flag is null and j.gcode_status = 'ready' and j.gcode_ref is not null
          and p.bed_cleared
        on conflict (job_id) where state in ('uploading', 'uploaded', 'starting', 'started')
        do nothing
        returning id`,
    );
  });
  if (!opened) return null;
  return continueStart(deps, { id, jobId, fileName, state: 'uploading' });
}

async function mark(db: Database, startId: string, from: StartState, to: StartState) {
  const rows = await db
    .update(printStarts)
    .set({ state: to, updatedAt: new Date() })
    .where(and(eq(printStarts.id, startId), eq(printStarts.state, from)))
    .returning({ id: printStarts.id });
  return rows.length === 1;
}

/**
 * Takes a start attempt on from where it stands: uploading (upload, then start) or uploaded
 * (start). The row says `starting` before the printer is asked, so a process killed while
 * asking leaves `starting`, which only the printer's history settles: never a second start.
 */
export async function continueStart(
  deps: Deps,
  start: { id: string; jobId: string; fileName: string; state: StartState },
): Promise<ProductionChange> {
  const fail = (reason: string, conflict = false) =>
    settlePrinterJob(deps.db, {
      driverId: deps.driverId,
      printer: deps.printer,
      jobId: start.jobId,
      startId: start.id,
      settlement: { do: 'not_started', reason, conflict },
    });
  if (start.state === 'uploading') {
    const [job] = await deps.db
      .select({ ref: printJobs.gcodeRef })
      .from(printJobs)
      .where(eq(printJobs.id, start.jobId));
    const stored = job?.ref ? await deps.storage.get(GCODE_BUCKET, job.ref) : null;
    if (!stored) return fail('The G-code file is missing from the shop.');
    try {
      await deps.adapter.upload(start.fileName, stored.body);
    } catch (error) {
      return fail(`The upload failed: ${boundError((error as Error).message)}`);
    }
    if (!(await mark(deps.db, start.id, 'uploading', 'uploaded'))) return NO_CHANGE;
  } else if (start.state !== 'uploaded') return NO_CHANGE;
  if (!(await mark(deps.db, start.id, 'uploaded', 'starting'))) return NO_CHANGE;
  let outcome;
  try {
    outcome = await deps.adapter.start(start.fileName);
  } catch {
    // Asked but unanswered: it may be printing. The catch-up reads the printer's history.
    return NO_CHANGE;
  }
  if (outcome.kind === 'conflict') return fail(outcome.reason, true);
  if (outcome.kind === 'not_started') return fail(outcome.reason);
  return settlePrinterJob(deps.db, {
    driverId: deps.driverId,
    printer: deps.printer,
    jobId: start.jobId,
    startId: start.id,
    settlement: { do: 'started' },
  });
}
