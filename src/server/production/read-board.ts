import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_JOB_STATES } from '#core/production/job-machine';
import { lowFilament } from '#core/production/order-production';
import {
  BOARD_JOB_CAP,
  type BoardData,
  type BoardQuery,
} from '#core/production/production-schemas';
import type { Executor } from '../../db/client';
import { printJobs } from '../../db/schema/production';
import { listSpools } from './edit-spools';
import { listPrinters } from './lock-printers';
import { toPrinterView } from './printer-view';
import { toJobView, type JobRow } from './to-job-view';
import { queryRows } from '../../db/query-rows';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The production board: every printer, every open job (queued to printed) in queue order (due
 * first, no due date last, then the owner's position), the finished ones of the last days, the
 * spools and the filament running low. Capped at BOARD_JOB_CAP jobs (`truncated` says so).
 */
export async function readBoard(executor: Executor, query: BoardQuery = {}): Promise<BoardData> {
  const now = new Date();
  const doneSince = new Date(now.getTime() - (query.doneDays ?? 7) * DAY_MS);
  const open = ['queued', ...ACTIVE_JOB_STATES] as const;
  const filters: SQL[] = [
    or(
      inArray(printJobs.state, [...open]),
      and(inArray(printJobs.state, ['good', 'cancelled']), gt(printJobs.updatedAt, doneSince)),
    )!,
  ];
  if (query.state) filters.push(eq(printJobs.state, query.state));
  if (query.printerId) filters.push(eq(printJobs.printerId, query.printerId));
  const printers = await listPrinters(executor);
  const spools = await listSpools(executor);
  // One JSON value for all the rows: the engines hand back one text instead of 80,000 fields.
  const [answer] = await queryRows<{ jobs: JobJson[] | string | null }>(
    executor,
    sql`select json_agg(x) as jobs from (
          select print_jobs.*, o.order_number, m.original_name as model_name
            from print_jobs
            left join orders o on o.id = print_jobs.order_id
            left join print_models m on m.id = print_jobs.model_id
           where ${and(...filters)}
           order by print_jobs.due_at asc nulls last, print_jobs.position, print_jobs.created_at,
                    print_jobs.id
           limit ${BOARD_JOB_CAP + 1}) x`,
  );
  const raw = answer?.jobs ?? [];
  const rows = (typeof raw === 'string' ? (JSON.parse(raw) as JobJson[]) : raw).map(fromJson);
  const gramsOn = new Map(printers.map((p) => [p.id, p.spool?.gramsLeft ?? null]));
  return {
    printers: printers.map(toPrinterView),
    jobs: rows.slice(0, BOARD_JOB_CAP).map(({ job, orderNumber, modelName }) =>
      toJobView(job, {
        orderNumber,
        modelName,
        spoolGramsLeft: job.printerId ? (gramsOn.get(job.printerId) ?? null) : null,
        now,
      }),
    ),
    spools,
    lowFilament: lowFilament(spools),
    truncated: rows.length > BOARD_JOB_CAP,
  };
}

type JobJson = Record<string, unknown>;

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** A row of the JSON answer (the table's column names) as Drizzle would have read it. */
function fromJson(r: JobJson): {
  job: JobRow;
  orderNumber: string | null;
  modelName: string | null;
} {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const job = {
    id: r.id,
    source: r.source,
    orderId: r.order_id,
    orderItemId: r.order_item_id,
    pieceIndex: n(r.piece_index),
    variantId: r.variant_id,
    quoteId: r.quote_id,
    modelId: r.model_id,
    title: r.title,
    material: r.material,
    colour: r.colour,
    quality: r.quality,
    pieces: Number(r.pieces),
    state: r.state,
    printerId: r.printer_id,
    position: Number(r.position),
    dueAt: date(r.due_at),
    gramsPerPiece: n(r.grams_per_piece),
    printSeconds: n(r.print_seconds),
    gcodeStatus: r.gcode_status,
    gcodeRef: r.gcode_ref,
    gcodePrinterId: r.gcode_printer_id,
    gcodeError: r.gcode_error,
    gcodeClaimedUntil: date(r.gcode_claimed_until),
    attempts: Number(r.attempts),
    held: r.held,
    flag: r.flag,
    boundsXMm: n(r.bounds_x_mm),
    boundsYMm: n(r.bounds_y_mm),
    boundsZMm: n(r.bounds_z_mm),
    mergedIntoId: r.merged_into_id,
    stockAddedAt: date(r.stock_added_at),
    filamentTakenGrams: n(r.filament_taken_grams),
    version: Number(r.version),
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
  } as JobRow;
  return {
    job,
    orderNumber: (r.order_number as string | null) ?? null,
    modelName: (r.model_name as string | null) ?? null,
  };
}
