import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_JOB_STATES, type JobFlag, type JobState } from '#core/production/job-machine';
import { pageOffset } from '#core/lists/list-query';
import {
  gramsNeeded,
  isJobLate,
  isShortOfFilament,
  lowFilament,
} from '#core/production/order-production';
import {
  BOARD_DONE_LIMIT,
  BOARD_JOB_CAP,
  boardQuerySchema,
  FINISHED_JOB_STATES,
  type BoardData,
  type BoardJobData,
  type BoardQuery,
  type FinishedJobsPageData,
  type FinishedJobsQuery,
} from '#core/production/production-schemas';
import type { Executor } from '../../db/client';
import { printJobs } from '../../db/schema/production';
import { queryRows } from '../../db/query-rows';
import { listSpools } from './edit-spools';
import { listPrinters } from './lock-printers';
import { toPrinterView } from './printer-view';
import { gcodeMessage } from './to-job-view';

const DAY_MS = 24 * 60 * 60_000;

/** The columns a board card needs (boardJobSchema), as one JSON object per row. */
const BOARD_COLUMNS = sql.raw(`print_jobs.id, print_jobs.source, print_jobs.order_item_id,
  print_jobs.variant_id, pm.original_name as model_name, print_jobs.order_id, o.order_number, title, material,
  colour, quality, pieces, state, printer_id, position, due_at, grams_per_piece, gcode_status,
  gcode_ref is not null as has_gcode, gcode_error, attempts, held, flag, print_jobs.version,
  print_jobs.created_at, print_jobs.updated_at,
  case when flag = 'start_failed' then (select ps.error from print_starts ps
    where ps.job_id = print_jobs.id and ps.state in ('not_started', 'conflict')
    order by ps.created_at desc limit 1) end as start_error`);
const QUEUE_ORDER = sql.raw(
  `order by print_jobs.due_at asc nulls last, print_jobs.position, print_jobs.created_at, print_jobs.id`,
);
const NEWEST_ORDER = sql.raw(`order by print_jobs.updated_at desc, print_jobs.id desc`);

/**
 * Board cards as one JSON text: the jobs are picked, ordered and cut first (the index walks to
 * the limit), and only those are joined to their order and model; joining first made the engine
 * join every queued job before sorting them (1,000 order lookups for a page of 100).
 */
const cardsJson = (where: SQL, order: SQL, limit: number, offset = 0) =>
  sql`(select json_agg(x)::text from (select ${BOARD_COLUMNS}
     from (select * from print_jobs where ${where} ${order} limit ${limit} offset ${offset}) print_jobs
     left join orders o on o.id = print_jobs.order_id
     left join print_models pm on pm.id = print_jobs.model_id ${order}) x)`;

/** The filters of the query on every list: one state, one printer, finished within N days. */
function filtersOf(query: { state?: JobState; printerId?: string; doneDays?: number }): {
  common: SQL[];
  finishedSince: SQL[];
} {
  const common: SQL[] = [];
  if (query.state) common.push(eq(printJobs.state, query.state));
  if (query.printerId) common.push(eq(printJobs.printerId, query.printerId));
  const finishedSince =
    query.doneDays === undefined
      ? []
      : [gt(printJobs.updatedAt, new Date(Date.now() - query.doneDays * DAY_MS))];
  return { common, finishedSince };
}

/**
 * The production board in one statement beside the printers and spools: every job on a printer,
 * the first `queued` queued jobs (queue order: due first, no due date last, then the owner's
 * position) and how many first attempts and reprints are queued, the newest BOARD_DONE_LIMIT
 * finished ones and how many finished ones there are of each state; the older finished ones are
 * paged by listFinishedJobs. A shop with a thousand jobs waiting sends a hundred cards, not a
 * thousand (the board bench, decision 169). Indexed: open jobs by print_jobs_board_idx (state,
 * due_at, position), the newest finished by print_jobs_updated_idx, the counts by the board
 * index's state prefix.
 */
export async function readBoard(
  executor: Executor,
  query: BoardQuery = boardQuerySchema.parse({}),
): Promise<BoardData> {
  const now = new Date();
  const { common, finishedSince } = filtersOf(query);
  const working = and(inArray(printJobs.state, [...ACTIVE_JOB_STATES]), ...common)!;
  const queued = and(eq(printJobs.state, 'queued'), ...common)!;
  const finished = (states: readonly JobState[]) =>
    and(inArray(printJobs.state, [...states]), ...common, ...finishedSince)!;
  const [printers, spools, [answer]] = await Promise.all([
    listPrinters(executor),
    listSpools(executor),
    // One JSON text per list, parsed here once: the engines hand back one text instead of
    // thousands of fields, and as text their drivers do not parse it into objects first.
    queryRows<{
      working: JobJson[] | string | null;
      queued: JobJson[] | string | null;
      queued_total: number | string;
      reprints_total: number | string;
      done: JobJson[] | string | null;
      good: number | string;
      cancelled: number | string;
    }>(
      executor,
      sql`select
        ${cardsJson(working, QUEUE_ORDER, BOARD_JOB_CAP + 1)} as working,
        ${cardsJson(queued, QUEUE_ORDER, query.queued)} as queued,
        (select count(*) from print_jobs where ${queued} and attempts = 1) as queued_total,
        (select count(*) from print_jobs where ${queued} and attempts > 1) as reprints_total,
        ${cardsJson(finished(FINISHED_JOB_STATES), NEWEST_ORDER, BOARD_DONE_LIMIT)} as done,
        (select count(*) from print_jobs where ${finished(['good'])}) as good,
        (select count(*) from print_jobs where ${finished(['cancelled'])}) as cancelled`,
    ),
  ]);
  const gramsOn = new Map(printers.map((p) => [p.id, p.spool?.gramsLeft ?? null]));
  const offline = new Set(printers.filter((p) => p.row.linkState === 'offline').map((p) => p.id));
  const workingRows = parseJson(answer?.working);
  const rows = [
    ...workingRows.slice(0, BOARD_JOB_CAP),
    ...parseJson(answer?.queued),
    ...parseJson(answer?.done),
  ];
  return {
    printers: printers.map(toPrinterView),
    jobs: rows.map((r) =>
      toBoardJob(
        r,
        r.printer_id ? (gramsOn.get(r.printer_id as string) ?? null) : null,
        now,
        offline,
      ),
    ),
    done: { good: Number(answer?.good ?? 0), cancelled: Number(answer?.cancelled ?? 0) },
    queuedTotal: Number(answer?.queued_total ?? 0),
    reprintsTotal: Number(answer?.reprints_total ?? 0),
    spools,
    lowFilament: lowFilament(spools),
    truncated: workingRows.length > BOARD_JOB_CAP,
  };
}

/**
 * GET /api/admin/production/jobs: the finished jobs (good, cancelled, or one of them) newest first,
 * a page at a time, in one statement; page 1 at BOARD_DONE_LIMIT a page is the board's own.
 */
export async function listFinishedJobs(
  executor: Executor,
  query: FinishedJobsQuery,
): Promise<FinishedJobsPageData> {
  const now = new Date();
  const { common, finishedSince } = filtersOf(query);
  const where = and(
    inArray(printJobs.state, query.state ? [query.state] : [...FINISHED_JOB_STATES]),
    ...common,
    ...finishedSince,
  )!;
  const [answer] = await queryRows<{ items: JobJson[] | string | null; total: number | string }>(
    executor,
    sql`select
      ${cardsJson(where, NEWEST_ORDER, query.pageSize, pageOffset(query.page, query.pageSize))} as items,
      (select count(*) from print_jobs where ${where}) as total`,
  );
  return {
    // A finished job is never short of filament: no spool is looked up.
    items: parseJson(answer?.items).map((r) => toBoardJob(r, null, now)),
    total: Number(answer?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

type JobJson = Record<string, unknown>;

function parseJson(raw: JobJson[] | string | null | undefined): JobJson[] {
  if (!raw) return [];
  return typeof raw === 'string' ? (JSON.parse(raw) as JobJson[]) : raw;
}

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** A row of the JSON answer (the table's column names) as the board's card reads it. */
function toBoardJob(
  r: JobJson,
  spoolGramsLeft: number | null,
  now: Date,
  offlinePrinters: ReadonlySet<string> = new Set(),
): BoardJobData {
  const state = r.state as JobState;
  const pieces = Number(r.pieces);
  const dueAt = date(r.due_at);
  const gramsPerPiece = r.grams_per_piece === null ? null : Number(r.grams_per_piece);
  const needsGrams = gramsNeeded({ gramsPerPiece, pieces });
  const gcodeStatus = r.gcode_status as BoardJobData['gcodeStatus'];
  return {
    id: r.id as string,
    source: r.source as BoardJobData['source'],
    orderItemId: (r.order_item_id as string | null) ?? null,
    variantId: (r.variant_id as string | null) ?? null,
    modelName: (r.model_name as string | null) ?? null,
    orderId: (r.order_id as string | null) ?? null,
    orderNumber: (r.order_number as string | null) ?? null,
    title: r.title as string,
    material: r.material as string,
    colour: r.colour as string,
    quality: r.quality as string,
    pieces,
    state,
    printerId: (r.printer_id as string | null) ?? null,
    position: Number(r.position),
    dueAt,
    late: isJobLate({ state, dueAt }, now),
    needsGrams,
    shortOfFilament:
      (state === 'assigned' || state === 'queued') && isShortOfFilament(needsGrams, spoolGramsLeft),
    gcodeStatus,
    gcodeReady: gcodeStatus === 'ready' && r.has_gcode === true,
    gcodeMessage: gcodeMessage(gcodeStatus, (r.gcode_error as string | null) ?? null),
    attempts: Number(r.attempts),
    held: r.held === true,
    flag: (r.flag as JobFlag | null) ?? null,
    // Printing on a printer that does not answer: the board says "unknown" (decision 178).
    linkUnknown: state === 'printing' && offlinePrinters.has(r.printer_id as string),
    startError: (r.start_error as string | null) ?? null,
    version: Number(r.version),
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
  };
}
