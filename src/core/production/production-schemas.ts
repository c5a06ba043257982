import { z } from 'zod';
import { isoDateTime } from '../api/wire-schemas';
import { MAX_PAGE_SIZE, pageNumberSchema, pageSchema, pageSizeSchema } from '../lists/list-query';
import { PRINT_QUALITIES } from '../custom-prints/print-constants';
import { JOB_ACTIONS, JOB_FLAGS, JOB_SOURCES, JOB_STATES, OWNER_JOB_ACTIONS } from './job-machine';
import { LINE_PRODUCTION_STATES, PRODUCTION_STATUSES } from './order-production';
import { LINK_KINDS, linkStatusSchema } from './printer-links/link-status';
import { PRINTER_LINK_STATES } from './printer-links/print-starts';

/**
 * The production board's contract (decisions 169, 170): every request body and answer of
 * /api/admin/production/*, the customer's GET /api/orders/:id/production and the variant's
 * print settings. Fields are only ever added, never renamed.
 */

export const PRINTER_KINDS = ['manual', ...LINK_KINDS] as const;
export type PrinterKind = (typeof PRINTER_KINDS)[number];

export const jobStateSchema = z.enum(JOB_STATES);
export const jobActionTypeSchema = z.enum(JOB_ACTIONS);
export const jobFlagSchema = z.enum(JOB_FLAGS);
export const jobSourceSchema = z.enum(JOB_SOURCES);
export const productionStatusSchema = z.enum(PRODUCTION_STATUSES);
export const lineProductionStateSchema = z.enum(LINE_PRODUCTION_STATES);
export const printQualitySchema = z.enum(
  Object.keys(PRINT_QUALITIES) as [
    keyof typeof PRINT_QUALITIES,
    ...(keyof typeof PRINT_QUALITIES)[],
  ],
);

const bedSide = z.number().int().min(1).max(2000);
const filamentName = z.string().trim().min(1).max(40);

// ---------------------------------------------------------------- printers

/** A connected printer's address: http(s) only, no credentials in it (the key travels apart). */
export const printerBaseUrlSchema = z
  .string()
  .trim()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
      );
    } catch {
      return false;
    }
  }, 'Enter the printer address, such as http://octopi.local');

/** POST /api/admin/production/printers and PUT …/printers/:id. */
export const printerInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80),
    kind: z.enum(PRINTER_KINDS).default('manual'),
    /** OctoPrint's or Moonraker's address; required for those kinds, ignored for manual. */
    baseUrl: z.union([printerBaseUrlSchema, z.literal('')]).optional(),
    /** Sealed when saved; absent or empty on an edit keeps the stored one. Never sent back. */
    apiKey: z.string().trim().max(200).optional(),
    bedXMm: bedSide,
    bedYMm: bedSide,
    bedZMm: bedSide,
    /** Nozzle diameter in mm, 0.1–2.0 (kept in micrometres). */
    nozzleMm: z.number().min(0.1).max(2),
    /** What is loaded now (compared trimmed, case-insensitively). */
    material: filamentName,
    colour: filamentName,
    active: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.kind !== 'manual' && !input.baseUrl)
      ctx.addIssue({
        code: 'custom',
        path: ['baseUrl'],
        message: 'A connected printer needs its address.',
      });
  });
export type PrinterInput = z.infer<typeof printerInputSchema>;

export const printerViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PRINTER_KINDS),
  bedXMm: z.number().int(),
  bedYMm: z.number().int(),
  bedZMm: z.number().int(),
  nozzleMm: z.number(),
  material: z.string(),
  colour: z.string(),
  /** False from the end of a print until the owner's check (or "bed cleared"): nothing starts. */
  bedCleared: z.boolean(),
  active: z.boolean(),
  /** Its job in assigned, printing or printed, if any. */
  currentJobId: z.string().nullable(),
  /** The spool loaded on it, if any. */
  spoolId: z.string().nullable(),
  spoolGramsLeft: z.number().int().nullable(),
  /** A connected printer's address (null for manual); its key is never sent, only whether set. */
  baseUrl: z.string().nullable(),
  hasApiKey: z.boolean(),
  /** 'none' for a manual printer; 'offline' while a connected one does not answer. */
  linkState: z.enum(PRINTER_LINK_STATES),
  /** What it last reported (state, progress, temperatures, time left). */
  linkStatus: linkStatusSchema.nullable(),
  linkSeenAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type PrinterView = z.output<typeof printerViewSchema>;

/** POST /api/admin/production/printers/test-connection: the form's address and key, or the stored key. */
export const testConnectionInputSchema = z.object({
  kind: z.enum(LINK_KINDS),
  baseUrl: printerBaseUrlSchema,
  /** Empty with `printerId`: the key stored for that printer (only at its stored address). */
  apiKey: z.string().trim().max(200).optional(),
  printerId: z.uuid().optional(),
});
export type TestConnectionInput = z.infer<typeof testConnectionInputSchema>;

// ---------------------------------------------------------------- jobs

export const boundsSchema = z.object({ x: z.number(), y: z.number(), z: z.number() });

/** Where a job's G-code stands: none yet, slicing, ready to download, failed, slicer off. */
export const GCODE_STATUSES = ['none', 'queued', 'ready', 'failed', 'off'] as const;
export const gcodeStatusSchema = z.enum(GCODE_STATUSES);

export const jobViewSchema = z.object({
  id: z.string(),
  source: jobSourceSchema,
  orderId: z.string().nullable(),
  orderItemId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  variantId: z.string().nullable(),
  quoteId: z.string().nullable(),
  title: z.string(),
  /** The model file's name as uploaded, if the job has one. */
  modelName: z.string().nullable(),
  material: z.string(),
  colour: z.string(),
  quality: z.string(),
  pieces: z.number().int(),
  state: jobStateSchema,
  printerId: z.string().nullable(),
  position: z.number().int(),
  dueAt: isoDateTime.nullable(),
  /** Due before now and not good or cancelled. */
  late: z.boolean(),
  gramsPerPiece: z.number().int().nullable(),
  printSeconds: z.number().int().nullable(),
  /** gramsPerPiece × pieces, once sliced. */
  needsGrams: z.number().int().nullable(),
  /** Needs more than the spool on its printer has left. */
  shortOfFilament: z.boolean(),
  gcodeStatus: gcodeStatusSchema,
  gcodeReady: z.boolean(),
  /** The printer whose profile sliced the G-code. */
  gcodePrinterId: z.string().nullable(),
  /** Why the G-code is not available (slicer off, the slice failed), for people. */
  gcodeMessage: z.string().nullable(),
  /** 1, plus one per bad check (reprints). */
  attempts: z.number().int(),
  held: z.boolean(),
  flag: jobFlagSchema.nullable(),
  /** Printing on a connected printer that does not answer: its true state is unknown. */
  linkUnknown: z.boolean(),
  /** Why the last start on a connected printer failed (with the flag start_failed). */
  startError: z.string().nullable(),
  boundsMm: boundsSchema.nullable(),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type JobView = z.output<typeof jobViewSchema>;

/** The queued jobs a board answer carries unless asked for more. */
export const BOARD_QUEUE_PAGE = 100;

/** The most jobs on printers, and the most queued ones, one board answer carries. */
export const BOARD_JOB_CAP = 5000;

/** GET /api/admin/production/board's query. */
export const boardQuerySchema = z.object({
  state: jobStateSchema.optional(),
  printerId: z.uuid().optional(),
  /** Only finished (good, cancelled) jobs of the last N days are counted and shown; default all. */
  doneDays: z.coerce.number().int().min(0).max(365).optional(),
  /** How many queued jobs to carry, in queue order (the owner's "Show more" asks for more). */
  queued: z.coerce.number().int().min(1).max(BOARD_JOB_CAP).default(BOARD_QUEUE_PAGE),
});
export type BoardQuery = z.output<typeof boardQuerySchema>;

export const spoolViewSchema = z.object({
  id: z.string(),
  material: z.string(),
  colour: z.string(),
  gramsLeft: z.number().int(),
  gramsTotal: z.number().int(),
  loadedOnPrinterId: z.string().nullable(),
  createdAt: isoDateTime,
});
export type SpoolView = z.output<typeof spoolViewSchema>;

export const lowFilamentSchema = z.object({
  material: z.string(),
  colour: z.string(),
  gramsLeft: z.number().int(),
});
export type LowFilament = z.output<typeof lowFilamentSchema>;

/**
 * A job as the board shows it: the card's facts, its actions' inputs and the queue's order. The
 * job's other fields (its quote, bounds, slicing figures) are read
 * from GET /api/admin/production/jobs/:id.
 */
export const boardJobSchema = jobViewSchema.pick({
  id: true,
  // What the shared-plate check compares before asking the server (one line, one model).
  source: true,
  orderItemId: true,
  variantId: true,
  modelName: true,
  orderId: true,
  orderNumber: true,
  title: true,
  material: true,
  colour: true,
  quality: true,
  pieces: true,
  state: true,
  printerId: true,
  position: true,
  dueAt: true,
  late: true,
  needsGrams: true,
  shortOfFilament: true,
  gcodeStatus: true,
  gcodeReady: true,
  gcodeMessage: true,
  attempts: true,
  held: true,
  flag: true,
  linkUnknown: true,
  startError: true,
  version: true,
  createdAt: true,
  updatedAt: true,
});
export type BoardJob = z.output<typeof boardJobSchema>;

/** The finished (good, cancelled) jobs one board answer carries, newest first; the rest are paged. */
export const BOARD_DONE_LIMIT = 50;

/** How many finished jobs there are of each state (the board carries the newest BOARD_DONE_LIMIT). */
export const boardDoneCountsSchema = z.object({
  good: z.number().int().min(0),
  cancelled: z.number().int().min(0),
});

/**
 * The board: every printer, every job on a printer, the first `queued` queued jobs in queue order
 * and how many first attempts and reprints are queued, the newest BOARD_DONE_LIMIT
 * finished ones and how many finished ones there are in all, spools, low filament.
 */
export const boardSchema = z.object({
  printers: z.array(printerViewSchema),
  jobs: z.array(boardJobSchema),
  done: boardDoneCountsSchema,
  /** Queued first attempts and reprints matching the query; the board carries the first `queued`. */
  queuedTotal: z.number().int().min(0),
  reprintsTotal: z.number().int().min(0),
  spools: z.array(spoolViewSchema),
  lowFilament: z.array(lowFilamentSchema),
  /** More open jobs matched than the board's cap; the last in queue order were left out. */
  truncated: z.boolean(),
});
export type Board = z.output<typeof boardSchema>;

/** GET /api/admin/production/jobs: the finished jobs, newest first, a page at a time. */
export const FINISHED_JOB_STATES = ['good', 'cancelled'] as const;
export const finishedJobsQuerySchema = z.object({
  /** good or cancelled; without it, both. */
  state: z.enum(FINISHED_JOB_STATES).optional(),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(MAX_PAGE_SIZE, BOARD_DONE_LIMIT),
  printerId: z.uuid().optional(),
  doneDays: z.coerce.number().int().min(0).max(365).optional(),
});
export type FinishedJobsQuery = z.infer<typeof finishedJobsQuerySchema>;
export const finishedJobsPageSchema = pageSchema(boardJobSchema);
export type FinishedJobsPage = z.output<typeof finishedJobsPageSchema>;

/** POST /api/admin/production/jobs/:id/actions. `version` is the job's as the owner saw it. */
export const jobActionInputSchema = z.object({
  /** The owner's actions: what only a printer reports (fail, start_failed) is not one. */
  action: z.enum(OWNER_JOB_ACTIONS),
  /** With assign: the printer. */
  printerId: z.uuid().optional(),
  /** With bad: what went wrong (kept in the timeline). */
  reason: z.string().trim().max(500).optional(),
  version: z.number().int().min(1),
  /** With start: start even though the loaded spool has too little filament. */
  force: z.boolean().optional(),
});
export type JobActionInput = z.infer<typeof jobActionInputSchema>;

/** POST /api/admin/production/jobs: a restock job for a tracked variant. */
export const restockJobInputSchema = z.object({
  variantId: z.uuid(),
  pieces: z.number().int().min(1).max(100),
});
export type RestockJobInput = z.infer<typeof restockJobInputSchema>;

/** POST /api/admin/production/jobs/:id/move: its new place in the queue (0 first). */
export const moveJobInputSchema = z.object({
  position: z.number().int().min(0).max(1_000_000),
});
export type MoveJobInput = z.infer<typeof moveJobInputSchema>;

/** POST /api/admin/production/jobs/merge: queued jobs of one model onto one plate. */
export const mergeJobsInputSchema = z.object({
  jobIds: z.array(z.uuid()).min(2).max(50),
});
export type MergeJobsInput = z.infer<typeof mergeJobsInputSchema>;

/** One entry of a job's timeline. */
export const jobEventSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  kind: z.string(),
  fromState: jobStateSchema.nullable(),
  toState: jobStateSchema.nullable(),
  actorLabel: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime,
});
export type JobEvent = z.output<typeof jobEventSchema>;

/** GET /api/admin/production/jobs/:id: the job and its timeline, oldest first. */
export const jobDetailSchema = z.object({
  job: jobViewSchema,
  events: z.array(jobEventSchema),
});
export type JobDetail = z.output<typeof jobDetailSchema>;

// ---------------------------------------------------------------- spools

export const spoolInputSchema = z
  .object({
    material: filamentName,
    colour: filamentName,
    gramsTotal: z.number().int().min(1).max(100_000),
    gramsLeft: z.number().int().min(0).max(100_000),
  })
  .refine((s) => s.gramsLeft <= s.gramsTotal, {
    path: ['gramsLeft'],
    message: 'Grams left cannot be more than the spool holds',
  });
export type SpoolInput = z.infer<typeof spoolInputSchema>;

/** POST /api/admin/production/spools/:id/load: onto a printer, or off (null). */
export const spoolLoadInputSchema = z.object({ printerId: z.uuid().nullable() });
export type SpoolLoadInput = z.infer<typeof spoolLoadInputSchema>;

export const spoolListSchema = z.array(spoolViewSchema);

// ---------------------------------------------------------------- orders

/** GET /api/admin/orders/:id/production: the owner's view of an order's jobs. */
export const orderProductionSchema = z.object({
  orderId: z.string(),
  productionStatus: productionStatusSchema.nullable(),
  jobs: z.array(jobViewSchema),
});
export type OrderProduction = z.output<typeof orderProductionSchema>;

/** GET /api/orders/:id/production: the customer's own order, each printed line's state. */
export const customerOrderProductionSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  productionStatus: productionStatusSchema.nullable(),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      state: lineProductionStateSchema,
    }),
  ),
});
export type CustomerOrderProduction = z.output<typeof customerOrderProductionSchema>;

// ---------------------------------------------------------------- variants

/** PUT /api/admin/production/variants/:id/print: whether a variant is printed to order, and how. */
export const variantPrintInputSchema = z
  .object({
    printedToOrder: z.boolean(),
    material: filamentName.nullable().default(null),
    colour: filamentName.nullable().default(null),
    quality: printQualitySchema.nullable().default(null),
  })
  .refine((v) => !v.printedToOrder || (v.material && v.colour && v.quality), {
    path: ['material'],
    message: 'A printed-to-order variant needs its material, colour and quality',
  });
export type VariantPrintInput = z.infer<typeof variantPrintInputSchema>;

/** A variant's print settings (GET/PUT …/variants/:id/print, POST …/variants/:id/model). */
export const variantPrintViewSchema = z.object({
  variantId: z.string(),
  printedToOrder: z.boolean(),
  material: z.string().nullable(),
  colour: z.string().nullable(),
  quality: z.string().nullable(),
  /** The attached model file, if any. */
  modelId: z.string().nullable(),
  modelName: z.string().nullable(),
  boundsMm: boundsSchema.nullable(),
});
export type VariantPrintView = z.output<typeof variantPrintViewSchema>;

// What the server hands the serializer (dates as Date, written out as ISO text on the wire).
export type PrinterViewData = z.input<typeof printerViewSchema>;
export type JobViewData = z.input<typeof jobViewSchema>;
export type SpoolViewData = z.input<typeof spoolViewSchema>;
export type JobEventData = z.input<typeof jobEventSchema>;
export type BoardData = z.input<typeof boardSchema>;
export type BoardJobData = z.input<typeof boardJobSchema>;
export type FinishedJobsPageData = z.input<typeof finishedJobsPageSchema>;
export type OrderProductionData = z.input<typeof orderProductionSchema>;
