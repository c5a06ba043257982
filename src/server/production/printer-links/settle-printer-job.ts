import { and, eq, inArray } from 'drizzle-orm';
import { LIVE_START_STATES, START_ERROR_MAX } from '#core/production/printer-links/print-starts';
import type { Database, Transaction } from '../../../db/client';
import { printStarts } from '../../../db/schema/production';
import { applyJobChange, type ProductionChange } from '../change-job';
import type { ProductionActor } from '../write-job-entry';
import { holdsPrinter } from './take-printer-leases';

/** A connected printer's reports are written under its name in the job's timeline. */
export const printerActor = (name: string): ProductionActor => ({
  userId: null,
  label: `printer ${name}`,
});

export type Settlement =
  | { do: 'started' }
  | { do: 'printed' }
  | { do: 'stop' }
  | { do: 'fail'; reason: string }
  | { do: 'not_started'; reason: string; conflict?: boolean };

const NO_CHANGE: ProductionChange = { eventIds: [], stockChanged: [], assigned: [] };

export const boundError = (text: string) => text.slice(0, START_ERROR_MAX);

async function setStart(
  tx: Transaction,
  startId: string,
  state: (typeof printStarts.$inferSelect)['state'],
  error?: string,
) {
  await tx
    .update(printStarts)
    .set({ state, ...(error ? { error: boundError(error) } : {}), updatedAt: new Date() })
    .where(and(eq(printStarts.id, startId), inArray(printStarts.state, [...LIVE_START_STATES])));
}

/**
 * What the driver learnt of a start, applied in ONE transaction with the job's change (through
 * applyJobChange, as the owner's clicks): the start row follows, the job's timeline names the
 * printer. Nothing is written unless this process still holds the printer's lease.
 */
export async function settlePrinterJob(
  db: Database,
  input: {
    driverId: string;
    printer: { id: string; name: string };
    jobId: string;
    startId: string;
    settlement: Settlement;
  },
): Promise<ProductionChange> {
  const { settlement: s, startId } = input;
  return db.transaction(async (tx) => {
    if (!(await holdsPrinter(tx, input.driverId, input.printer.id))) return NO_CHANGE;
    const actor = printerActor(input.printer.name);
    const apply = (kind: 'start' | 'printed' | 'stop' | 'fail' | 'start_failed', reason?: string) =>
      applyJobChange(
        tx,
        input.jobId,
        {
          kind,
          action: () =>
            kind === 'start'
              ? // Already printing at the printer: the spool check was the owner's, before.
                { type: 'start', force: true }
              : kind === 'fail' || kind === 'start_failed'
                ? { type: kind, reason }
                : { type: kind },
          detail: { startId, ...(reason ? { reason: boundError(reason) } : {}) },
        },
        actor,
      );
    switch (s.do) {
      case 'started':
        await setStart(tx, startId, 'started');
        return apply('start');
      case 'printed':
        await setStart(tx, startId, 'ended');
        return apply('printed');
      case 'stop':
        await setStart(tx, startId, 'ended');
        return apply('stop');
      case 'fail':
        await setStart(tx, startId, 'ended', s.reason);
        return apply('fail', s.reason);
      case 'not_started':
        await setStart(tx, startId, s.conflict ? 'conflict' : 'not_started', s.reason);
        return apply('start_failed', s.reason);
    }
  });
}
