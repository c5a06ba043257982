import type { JobViewData } from '#core/production/production-schemas';
import { gramsNeeded, isJobLate, isShortOfFilament } from '#core/production/order-production';
import type { printJobs } from '../../db/schema/production';

export type JobRow = typeof printJobs.$inferSelect;

/** What the view adds to the row: read beside it (the order's number, its printer's spool). */
export type JobViewContext = {
  orderNumber: string | null;
  modelName: string | null;
  /** Grams left on the spool loaded on the job's printer (or, for a queued job, unknown). */
  spoolGramsLeft: number | null;
  /** Its printer is connected and not answering (decision 178). */
  printerOffline: boolean;
  /** The reason of its last failed start, when it carries the flag start_failed. */
  startError: string | null;
  now: Date;
};

const GCODE_MESSAGES = {
  none: 'G-code is sliced when the job is given a printer.',
  queued: 'Slicing for its printer…',
  ready: null,
  off: 'Slicing is off on this server: no G-code here. Slice the model in your own slicer.',
  failed: 'The slice failed.',
} as const;

/** Why a job's G-code is not available, for people (null once it is ready). */
export function gcodeMessage(status: JobRow['gcodeStatus'], error: string | null): string | null {
  return status === 'failed' && error ? `The slice failed: ${error}` : GCODE_MESSAGES[status];
}

export function toJobView(row: JobRow, ctx: JobViewContext): JobViewData {
  const needsGrams = gramsNeeded(row);
  return {
    id: row.id,
    source: row.source,
    orderId: row.orderId,
    orderItemId: row.orderItemId,
    orderNumber: ctx.orderNumber,
    variantId: row.variantId,
    quoteId: row.quoteId,
    title: row.title,
    modelName: ctx.modelName,
    material: row.material,
    colour: row.colour,
    quality: row.quality,
    pieces: row.pieces,
    state: row.state,
    printerId: row.printerId,
    position: row.position,
    dueAt: row.dueAt,
    late: isJobLate(row, ctx.now),
    gramsPerPiece: row.gramsPerPiece,
    printSeconds: row.printSeconds,
    needsGrams,
    shortOfFilament:
      (row.state === 'assigned' || row.state === 'queued') &&
      isShortOfFilament(needsGrams, ctx.spoolGramsLeft),
    gcodeStatus: row.gcodeStatus,
    gcodeReady: row.gcodeStatus === 'ready' && row.gcodeRef !== null,
    gcodePrinterId: row.gcodePrinterId,
    gcodeMessage: gcodeMessage(row.gcodeStatus, row.gcodeError),
    attempts: row.attempts,
    held: row.held,
    flag: row.flag,
    linkUnknown: row.state === 'printing' && ctx.printerOffline,
    startError: row.flag === 'start_failed' ? ctx.startError : null,
    boundsMm:
      row.boundsXMm !== null && row.boundsYMm !== null && row.boundsZMm !== null
        ? { x: row.boundsXMm, y: row.boundsYMm, z: row.boundsZMm }
        : null,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
