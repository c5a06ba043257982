import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PRINT_PROCESSES,
  QUOTE_STATUSES,
  SLICE_STATUSES,
} from '#core/custom-prints/print-constants';
import type { SlicedFigures } from '#core/custom-prints/sliced-figures';
import { users } from './auth';
import { createdAt, id, money, updatedAt } from './columns';
import { orderItems, orders } from './sales';

/** Materials the shop prints in; the price per gram is in cents and may be fractional (2.5¢). */
export const printMaterials = pgTable(
  'print_materials',
  {
    id: id(),
    name: text('name').notNull().unique(),
    process: text('process', { enum: PRINT_PROCESSES }).notNull(),
    densityGPerCm3: numeric('density_g_per_cm3', {
      precision: 6,
      scale: 3,
      mode: 'string',
    }).notNull(),
    pricePerGramCents: numeric('price_per_gram_cents', {
      precision: 10,
      scale: 2,
      mode: 'string',
    }).notNull(),
    colours: jsonb('colours').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('print_materials_process_valid', sql`${t.process} in ('fdm', 'resin')`),
    check('print_materials_density_positive', sql`${t.densityGPerCm3} > 0`),
    check('print_materials_price_non_negative', sql`${t.pricePerGramCents} >= 0`),
    check('print_materials_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

/** An uploaded model and what the server measured in it; the bytes live in app.storage. */
export const printModels = pgTable(
  'print_models',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    bucket: text('bucket').notNull(),
    objectName: text('object_name').notNull(),
    /** As the customer named it; shown, never used as a path. */
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    format: text('format').notNull(),
    triangleCount: integer('triangle_count').notNull(),
    vertexCount: integer('vertex_count').notNull(),
    volumeMm3: doublePrecision('volume_mm3').notNull(),
    surfaceAreaMm2: doublePrecision('surface_area_mm2').notNull(),
    sizeXMm: doublePrecision('size_x_mm').notNull(),
    sizeYMm: doublePrecision('size_y_mm').notNull(),
    sizeZMm: doublePrecision('size_z_mm').notNull(),
    isClosed: boolean('is_closed').notNull(),
    openEdges: integer('open_edges').notNull().default(0),
    badEdges: integer('bad_edges').notNull().default(0),
    /** Why the measured figures cannot be priced instantly (inside-out, open, overlapping shells); decision 095. */
    reviewReasons: jsonb('review_reasons').$type<string[]>().notNull().default([]),
    /** Anonymous uploads only: a digest of the client address, counted against the storage quota (decision 098). */
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('print_models_user_idx').on(t.userId),
    index('print_models_created_at_idx').on(t.createdAt),
    index('print_models_client_created_idx').on(t.clientKey, t.createdAt),
  ],
);

/** A priced configuration of a model; its `price` is what checkout charges, set only by the server. */
export const printQuotes = pgTable(
  'print_quotes',
  {
    id: id(),
    modelId: uuid('model_id')
      .notNull()
      .references(() => printModels.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    materialId: uuid('material_id').references(() => printMaterials.id, { onDelete: 'set null' }),
    materialName: text('material_name').notNull(),
    colour: text('colour').notNull(),
    quality: text('quality').notNull(),
    infillPercent: integer('infill_percent').notNull(),
    quantity: integer('quantity').notNull(),
    /** The formula's figures when priced (PriceBreakdown from core). */
    breakdown: jsonb('breakdown').$type<Record<string, unknown>>().notNull(),
    formulaPrice: money('formula_price').notNull(),
    /** The price to charge: the formula's, or the owner's adjusted one. */
    price: money('price').notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('priced'),
    customerNote: text('customer_note'),
    adminNote: text('admin_note'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** An instant (`priced`) quote can be ordered until then; decision 100. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** Where the quote stands with the slicer (decision 123); `sliced` holds its figures. */
    sliceStatus: text('slice_status', { enum: SLICE_STATUSES }).notNull().default('estimate'),
    sliced: jsonb('sliced').$type<SlicedFigures>(),
    /** Why the slice failed (shown in the owner's review list). */
    sliceError: text('slice_error'),
    /** The hash of the profiles and settings the figures were sliced with. */
    slicedWithHash: text('sliced_with_hash'),
    /** The hash of the prices it was priced with: the pricing constants and its material's (decision 126). */
    pricedWithHash: text('priced_with_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'print_quotes_status_valid',
      sql`${t.status} in ('priced', 'requested', 'approved', 'adjusted', 'rejected', 'ordered')`,
    ),
    check(
      'print_quotes_slice_status_valid',
      sql`${t.sliceStatus} in ('estimate', 'queued', 'sliced', 'review', 'off')`,
    ),
    check('print_quotes_quantity_positive', sql`${t.quantity} > 0`),
    check('print_quotes_infill_range', sql`${t.infillPercent} between 0 and 100`),
    check('print_quotes_prices_non_negative', sql`${t.price} >= 0 and ${t.formulaPrice} >= 0`),
    index('print_quotes_user_created_idx').on(t.userId, t.createdAt),
    index('print_quotes_status_created_idx').on(t.status, t.createdAt),
    index('print_quotes_model_idx').on(t.modelId),
    index('print_quotes_order_idx').on(t.orderId),
  ],
);

/** The slicing queue (decision 123): one row per quote, claimed like the outbox's rows. */
export const sliceJobs = pgTable(
  'slice_jobs',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique('slice_jobs_quote_unique')
      .references(() => printQuotes.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due from then; a claim moves it one lease ahead, so a dead worker's job comes back. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('slice_jobs_status_valid', sql`${t.status} in ('pending', 'done', 'failed')`),
    check('slice_jobs_attempts_non_negative', sql`${t.attempts} >= 0`),
    index('slice_jobs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The owner's PrusaSlicer profiles: `ini` null means the shipped default; supports per material. */
export const slicerProfiles = pgTable(
  'slicer_profiles',
  {
    kind: text('kind', { enum: ['printer', 'material', 'quality'] }).notNull(),
    /** 'default' for the printer, the material id, or the quality name. */
    target: text('target').notNull(),
    /** The uploaded file's name, shown to the owner. */
    name: text('name').notNull(),
    ini: text('ini'),
    supports: boolean('supports').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.target], name: 'slicer_profiles_kind_target_pk' }),
    check('slicer_profiles_kind_valid', sql`${t.kind} in ('printer', 'material', 'quality')`),
  ],
);
