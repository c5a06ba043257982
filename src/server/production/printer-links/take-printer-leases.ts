import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { printers } from '../../../db/schema/production';

/**
 * The printer rows to change, locked by id as lockPrinters locks them all (decision 169): an
 * UPDATE of many rows locks them in whatever order it finds them, and beside an owner's change
 * holding the same rows in id order that is a deadlock (seen with 50 printers: jobs created
 * while the leases were renewed failed with 500).
 */
function lockedInOrder(executor: Executor, where: SQL | undefined) {
  return executor
    .select({ id: printers.id })
    .from(printers)
    .where(where)
    .orderBy(asc(printers.id))
    .for('update');
}

export type HeldPrinter = {
  id: string;
  name: string;
  kind: 'octoprint' | 'moonraker';
  baseUrl: string;
  apiKeySealed: string | null;
};

/**
 * Takes or renews this process's lease on every connected printer nobody else holds (decision
 * 178): one statement, so two processes never both hold one printer; a holder that stops
 * renewing (killed, hung) loses its printers once `leaseMs` passed. Answers the printers held.
 */
export async function takePrinterLeases(
  executor: Executor,
  driverId: string,
  leaseMs: number,
): Promise<HeldPrinter[]> {
  const free = and(
    sql`${printers.kind} <> 'manual'`,
    eq(printers.active, true),
    sql`(${printers.driverId} = ${driverId} or ${printers.driverUntil} is null or ${printers.driverUntil} < now())`,
  );
  const rows = await executor
    .update(printers)
    .set({ driverId, driverUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(free, inArray(printers.id, lockedInOrder(executor, free))))
    .returning({
      id: printers.id,
      name: printers.name,
      kind: printers.kind,
      baseUrl: printers.baseUrl,
      apiKeySealed: printers.apiKeySealed,
    });
  return rows.flatMap((r) =>
    r.kind !== 'manual' && r.baseUrl ? [{ ...r, kind: r.kind, baseUrl: r.baseUrl }] : [],
  );
}

/** Gives this process's printers back (on close), so another takes them at once. */
export async function releasePrinterLeases(executor: Executor, driverId: string): Promise<void> {
  const mine = eq(printers.driverId, driverId);
  await executor
    .update(printers)
    .set({ driverId: null, driverUntil: null })
    .where(and(mine, inArray(printers.id, lockedInOrder(executor, mine))));
}

/** Whether this process still holds the printer: checked inside each change it makes. */
export async function holdsPrinter(
  executor: Executor,
  driverId: string,
  printerId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: printers.id })
    .from(printers)
    .where(
      and(
        eq(printers.id, printerId),
        eq(printers.driverId, driverId),
        sql`${printers.driverUntil} > now()`,
      ),
    );
  return row !== undefined;
}
