import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVE_JOB_STATES } from '#core/production/job-machine';
import type { LinkJob, LinkStart } from '#core/production/printer-links/plan-link-update';
import { LIVE_START_STATES } from '#core/production/printer-links/print-starts';
import type { Executor } from '../../../db/client';
import { printers, printJobs, printStarts } from '../../../db/schema/production';

export type PrinterWork = {
  bedCleared: boolean;
  job: (LinkJob & { id: string }) | null;
  start: (LinkStart & { id: string; jobId: string }) | null;
  /** Live starts on this printer whose job left it (stopped, cancelled, moved by the owner). */
  orphans: { id: string; state: LinkStart['state']; fileName: string }[];
};

/** What the driver plans from: the printer's job, its live start row, and leftovers. */
export async function readPrinterWork(executor: Executor, printerId: string): Promise<PrinterWork> {
  const [printer] = await executor
    .select({ bedCleared: printers.bedCleared })
    .from(printers)
    .where(eq(printers.id, printerId));
  const [job] = await executor
    .select({
      id: printJobs.id,
      state: printJobs.state,
      flag: printJobs.flag,
      gcodeStatus: printJobs.gcodeStatus,
      gcodeRef: printJobs.gcodeRef,
    })
    .from(printJobs)
    .where(
      and(eq(printJobs.printerId, printerId), inArray(printJobs.state, [...ACTIVE_JOB_STATES])),
    );
  const live = await executor
    .select({
      id: printStarts.id,
      jobId: printStarts.jobId,
      state: printStarts.state,
      fileName: printStarts.fileName,
    })
    .from(printStarts)
    .where(
      and(eq(printStarts.printerId, printerId), inArray(printStarts.state, [...LIVE_START_STATES])),
    );
  const mine = (s: (typeof live)[number]) =>
    job && s.jobId === job.id && (job.state === 'assigned' || job.state === 'printing');
  return {
    bedCleared: printer?.bedCleared ?? false,
    job: job
      ? {
          id: job.id,
          state: job.state,
          flag: job.flag,
          gcodeReady: job.gcodeStatus === 'ready' && job.gcodeRef !== null,
        }
      : null,
    start: live.find(mine) ?? null,
    orphans: live.filter((s) => !mine(s)),
  };
}
