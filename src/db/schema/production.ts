import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { JOB_FLAGS, JOB_SOURCES, JOB_STATES } from '#core/production/job-machine';
import type { LinkStatus } from '#core/production/printer-links/link-status';
import { PRINTER_LINK_STATES, START_STATES } from '#core/production/printer-links/print-starts';
import { GCODE_STATUSES, PRINTER_KINDS } from '#core/production/production-schemas';
import { users } from './auth';
import { productVariants } from './catalog';
import { createdAt, id, updatedAt } from './columns';
import { printModels, printQuotes } from './custom-prints';
import { orderItems, orders } from './sales';

/** The shop's printers (decision 169): what is loaded now, and whether the bed is cleared. */
export const printers = pgTable(
  'printers',
  {
    id: id(),
    name: text('name').notNull(),
    /** How it is driven: 'manual' (G-code on an SD card), or over OctoPrint or Moonraker. */
    kind: text('kind', { enum: PRINTER_KINDS }).notNull().default('manual'),
    bedXMm: integer('bed_x_mm').notNull(),
    bedYMm: integer('bed_y_mm').notNull(),
    bedZMm: integer('bed_z_mm').notNull(),
    nozzleUm: integer('nozzle_um').notNull().default(400),
    material: text('material').notNull(),
    colour: text('colour').notNull(),
    /** False from the end of a print until the owner's check: nothing is given to it meanwhile. */
    bedCleared: boolean('bed_cleared').notNull().default(true),
    active: boolean('active').notNull().default(true),
    /** A connected printer's address (decision 178); null for a manual one. */
    baseUrl: text('base_url'),
    /** Its API key, sealed (secret-box): a dump or a log never carries it in clear. */
    apiKeySealed: text('api_key_sealed'),
    linkState: text('link_state', { enum: PRINTER_LINK_STATES }).notNull().default('none'),
    /** The last status it reported, written on a change of state, 1 % of progress, or 15 s. */
    linkStatus: jsonb('link_status').$type<LinkStatus>(),
    linkSeenAt: timestamp('link_seen_at', { withTimezone: true }),
    /** The lease: the one shop process driving it, until when. */
    driverId: text('driver_id'),
    driverUntil: timestamp('driver_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('printers_kind_valid', sql`${t.kind} in ('manual', 'octoprint', 'moonraker')`),
    check(
      'printers_link_has_url',
      sql`${t.kind} = 'manual' or (${t.baseUrl} is not null and length(${t.baseUrl}) between 8 and 300)`,
    ),
    check('printers_link_state_valid', sql`${t.linkState} in ('none', 'online', 'offline')`),
    check('printers_name_length', sql`length(trim(${t.name})) between 1 and 80`),
    check(
      'printers_bed_range',
      sql`${t.bedXMm} between 1 and 2000 and ${t.bedYMm} between 1 and 2000 and ${t.bedZMm} between 1 and 2000`,
    ),
    check('printers_nozzle_range', sql`${t.nozzleUm} between 100 and 2000`),
    check(
      'printers_filament_not_blank',
      sql`length(trim(${t.material})) between 1 and 40 and length(trim(${t.colour})) between 1 and 40`,
    ),
  ],
);

const activeStates: SQL = sql`('assigned', 'printing', 'printed')`;

/**
 * One plate to print (decision 169): a piece of a paid order's line, or the owner's restock.
 * Its state changes only as core's job machine plans; `version` guards the owner's stale clicks.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: id(),
    source: text('source', { enum: JOB_SOURCES }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    /** 1..quantity for an order's pieces: one row per piece, so a replay adds none. */
    pieceIndex: integer('piece_index'),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    quoteId: uuid('quote_id').references(() => printQuotes.id, { onDelete: 'set null' }),
    modelId: uuid('model_id').references(() => printModels.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    material: text('material').notNull(),
    colour: text('colour').notNull(),
    quality: text('quality').notNull(),
    pieces: integer('pieces').notNull().default(1),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    printerId: uuid('printer_id').references(() => printers.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    gramsPerPiece: integer('grams_per_piece'),
    printSeconds: integer('print_seconds'),
    gcodeStatus: text('gcode_status', { enum: GCODE_STATUSES }).notNull().default('none'),
    /** The G-code's object in shop storage, sliced for `gcodePrinterId`'s profile. */
    gcodeRef: text('gcode_ref'),
    gcodePrinterId: uuid('gcode_printer_id').references(() => printers.id, {
      onDelete: 'set null',
    }),
    gcodeError: text('gcode_error'),
    /** A process slicing it holds it until then; after, another may take it (a dead slicer's job). */
    gcodeClaimedUntil: timestamp('gcode_claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(1),
    held: boolean('held').notNull().default(false),
    flag: text('flag', { enum: JOB_FLAGS }),
    boundsXMm: doublePrecision('bounds_x_mm'),
    boundsYMm: doublePrecision('bounds_y_mm'),
    boundsZMm: doublePrecision('bounds_z_mm'),
    /** Set on a job whose pieces the owner put on another's plate (it is cancelled). */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => printJobs.id, {
      onDelete: 'set null',
    }),
    /** When a restock job's pieces went into stock: once. */
    stockAddedAt: timestamp('stock_added_at', { withTimezone: true }),
    /** Grams taken from the spool by its good check: once. */
    filamentTakenGrams: integer('filament_taken_grams'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('print_jobs_source_valid', sql`${t.source} in ('order', 'restock')`),
    check(
      'print_jobs_order_source',
      sql`${t.source} <> 'order' or (${t.orderId} is not null and ${t.orderItemId} is not null)`,
    ),
    check(
      'print_jobs_state_valid',
      sql`${t.state} in ('queued', 'assigned', 'printing', 'printed', 'good', 'cancelled')`,
    ),
    check(
      'print_jobs_active_has_printer',
      sql`${t.state} not in ${activeStates} or ${t.printerId} is not null`,
    ),
    check(
      'print_jobs_queued_has_no_printer',
      sql`${t.state} <> 'queued' or ${t.printerId} is null`,
    ),
    check(
      'print_jobs_flag_valid',
      sql`${t.flag} is null or ${t.flag} in ('cancel_requested', 'short_of_filament', 'start_failed')`,
    ),
    check(
      'print_jobs_gcode_status_valid',
      sql`${t.gcodeStatus} in ('none', 'queued', 'ready', 'failed', 'off')`,
    ),
    check('print_jobs_pieces_range', sql`${t.pieces} between 1 and 1000`),
    check('print_jobs_attempts_positive', sql`${t.attempts} >= 1`),
    check('print_jobs_version_positive', sql`${t.version} >= 1`),
    check(
      'print_jobs_figures_non_negative',
      sql`(${t.gramsPerPiece} is null or ${t.gramsPerPiece} >= 0) and (${t.printSeconds} is null or ${t.printSeconds} >= 0)`,
    ),
    uniqueIndex('print_jobs_item_piece_idx')
      .on(t.orderItemId, t.pieceIndex)
      .where(sql`${t.pieceIndex} is not null`),
    uniqueIndex('print_jobs_one_active_per_printer_idx')
      .on(t.printerId)
      .where(sql`${t.state} in ${activeStates}`),
    index('print_jobs_board_idx').on(t.state, t.dueAt, t.position),
    index('print_jobs_updated_idx').on(t.updatedAt),
    index('print_jobs_order_idx').on(t.orderId),
    index('print_jobs_printer_idx').on(t.printerId),
    index('print_jobs_gcode_queue_idx')
      .on(t.gcodeClaimedUntil)
      .where(sql`${t.gcodeStatus} = 'queued'`),
  ],
);

/** A job's timeline: every change, who made it, from which state to which (kept for good). */
export const printJobEvents = pgTable(
  'print_job_events',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => printJobs.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    kind: text('kind').notNull(),
    fromState: text('from_state', { enum: JOB_STATES }),
    toState: text('to_state', { enum: JOB_STATES }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('print_job_events_job_created_idx').on(t.jobId, t.createdAt)],
);

/** Filament spools: grams left, and the printer one is loaded on (one per printer). */
export const printSpools = pgTable(
  'print_spools',
  {
    id: id(),
    material: text('material').notNull(),
    colour: text('colour').notNull(),
    gramsLeft: integer('grams_left').notNull(),
    gramsTotal: integer('grams_total').notNull(),
    loadedOnPrinterId: uuid('loaded_on_printer_id').references(() => printers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'print_spools_grams_valid',
      sql`${t.gramsTotal} > 0 and ${t.gramsLeft} >= 0 and ${t.gramsLeft} <= ${t.gramsTotal}`,
    ),
    check(
      'print_spools_filament_not_blank',
      sql`length(trim(${t.material})) between 1 and 40 and length(trim(${t.colour})) between 1 and 40`,
    ),
    uniqueIndex('print_spools_one_per_printer_idx')
      .on(t.loadedOnPrinterId)
      .where(sql`${t.loadedOnPrinterId} is not null`),
  ],
);

/**
 * One attempt to start a job on a connected printer (decision 178). At most one live attempt
 * (uploading, uploaded, starting, started) per job: the unique index is the guard that a job is
 * never started twice, by two processes or by one restarted between upload and start.
 */
export const printStarts = pgTable(
  'print_starts',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => printJobs.id, { onDelete: 'cascade' }),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    /** The job's attempts when it was tried (a reprint is a new attempt). */
    attempt: integer('attempt').notNull(),
    /** `lw-<id>.gcode`: ours, on the printer. */
    fileName: text('file_name').notNull(),
    state: text('state', { enum: START_STATES }).notNull().default('uploading'),
    /** The printer's reason for a failed start, bounded. */
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'print_starts_state_valid',
      sql`${t.state} in ('uploading', 'uploaded', 'starting', 'started', 'not_started', 'conflict', 'ended')`,
    ),
    check('print_starts_error_length', sql`${t.error} is null or length(${t.error}) <= 300`),
    uniqueIndex('print_starts_one_live_per_job_idx')
      .on(t.jobId)
      .where(sql`${t.state} in ('uploading', 'uploaded', 'starting', 'started')`),
    index('print_starts_printer_idx').on(t.printerId, t.createdAt),
  ],
);
