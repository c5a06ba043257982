import { and, eq, sql } from 'drizzle-orm';
import type { LinkStatus } from '#core/production/printer-links/link-status';
import type { Database } from '../../../db/client';
import { printers, printJobs } from '../../../db/schema/production';
import { recordProductionChanged } from '../change-job';

/**
 * Writes what a held printer said (or that it is not answering) to its row, and tells the board
 * (decision 178). The caller throttles: a state change, 1 % of progress, or every 15 s.
 */
export async function recordPrinterStatus(
  db: Database,
  input: { driverId: string; printerId: string; status: LinkStatus | null },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(printers)
      .set(
        input.status
          ? { linkState: 'online', linkStatus: input.status, linkSeenAt: sql`now()` }
          : { linkState: 'offline' },
      )
      .where(and(eq(printers.id, input.printerId), eq(printers.driverId, input.driverId)))
      .returning({ id: printers.id });
    if (!row) return [];
    const jobs = await tx
      .select({ id: printJobs.id })
      .from(printJobs)
      .where(and(eq(printJobs.printerId, input.printerId), eq(printJobs.state, 'printing')));
    return [
      await recordProductionChanged(
        tx,
        jobs.map((j) => j.id),
      ),
    ];
  });
}
