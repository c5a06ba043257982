import { asc, inArray, sql } from 'drizzle-orm';
import { ACTIVE_JOB_STATES } from '#core/production/job-machine';
import type { AssignablePrinter } from '#core/production/assign-jobs';
import type { Executor, Transaction } from '../../db/client';
import { printers, printJobs, printSpools } from '../../db/schema/production';

export type PrinterRow = typeof printers.$inferSelect;

export type LockedPrinter = AssignablePrinter & {
  row: PrinterRow;
  /** Its job in assigned, printing or printed. */
  currentJobId: string | null;
  spool: { id: string; gramsLeft: number } | null;
};

/**
 * Every printer row, locked until the transaction ends, in one order (by id) so two changes
 * wait for each other instead of deadlocking: two processes never give one printer two jobs, nor
 * one job two printers (decision 169). A change that also locks an order locks it first.
 */
export async function lockPrinters(tx: Transaction): Promise<LockedPrinter[]> {
  const rows = await tx.select().from(printers).orderBy(asc(printers.id)).for('update');
  return withJobsAndSpools(tx, rows);
}

/** The printers as they are, unlocked (the board), by name. */
export async function listPrinters(executor: Executor): Promise<LockedPrinter[]> {
  const rows = await executor.select().from(printers).orderBy(asc(printers.name), asc(printers.id));
  return withJobsAndSpools(executor, rows);
}

async function withJobsAndSpools(tx: Executor, rows: PrinterRow[]): Promise<LockedPrinter[]> {
  if (rows.length === 0) return [];
  const busy = await tx
    .select({ printerId: printJobs.printerId, id: printJobs.id })
    .from(printJobs)
    .where(inArray(printJobs.state, [...ACTIVE_JOB_STATES]));
  const spools = await tx
    .select({
      id: printSpools.id,
      printerId: printSpools.loadedOnPrinterId,
      gramsLeft: printSpools.gramsLeft,
    })
    .from(printSpools)
    .where(sql`${printSpools.loadedOnPrinterId} is not null`);
  const jobOn = new Map(busy.map((b) => [b.printerId, b.id]));
  const spoolOn = new Map(spools.map((s) => [s.printerId, { id: s.id, gramsLeft: s.gramsLeft }]));
  return rows.map((row) =>
    toLockedPrinter(row, jobOn.get(row.id) ?? null, spoolOn.get(row.id) ?? null),
  );
}

export function toLockedPrinter(
  row: PrinterRow,
  currentJobId: string | null,
  spool: LockedPrinter['spool'],
): LockedPrinter {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    bedCleared: row.bedCleared,
    busy: currentJobId !== null,
    material: row.material,
    colour: row.colour,
    bed: { x: row.bedXMm, y: row.bedYMm, z: row.bedZMm },
    row,
    currentJobId,
    spool,
  };
}
