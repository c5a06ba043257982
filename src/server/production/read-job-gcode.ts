import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { printers, printJobs } from '../../db/schema/production';
import { conflict, notFound } from '../lib/domain-error';
import type { FileStorage } from '../storage/file-storage';
import { GCODE_BUCKET } from './gcode-dispatcher';

const MESSAGES: Record<string, string> = {
  none: 'This job has no G-code yet: it is sliced when the job is given a printer.',
  queued: 'The G-code is being sliced for its printer; try again in a moment.',
  off: 'Slicing is off on this server, so there is no G-code: slice the model in your own slicer.',
};

/** A job's G-code file for its printer, with a file name that says which job and printer. */
export async function readJobGcode(
  executor: Executor,
  storage: FileStorage,
  id: string,
): Promise<{ body: Buffer | Uint8Array; filename: string }> {
  const [row] = await executor
    .select({ job: printJobs, printerName: printers.name })
    .from(printJobs)
    .leftJoin(printers, eq(printers.id, printJobs.gcodePrinterId))
    .where(eq(printJobs.id, id));
  if (!row) throw notFound('Print job not found');
  const { job } = row;
  if (job.gcodeStatus !== 'ready' || !job.gcodeRef)
    throw conflict(
      job.gcodeStatus === 'failed'
        ? `The slice failed: ${job.gcodeError ?? 'no reason given'}`
        : (MESSAGES[job.gcodeStatus] ?? 'No G-code.'),
      'gcode_unavailable',
    );
  const stored = await storage.get(GCODE_BUCKET, job.gcodeRef);
  if (!stored) throw notFound('The G-code file is missing.', 'file_missing');
  const safe = (text: string) =>
    text
      .replace(/[^\w.\- ]/g, '_')
      .slice(0, 60)
      .trim() || 'job';
  return {
    body: stored.body,
    filename: `${safe(job.title)} - ${safe(row.printerName ?? 'printer')}.gcode`,
  };
}
