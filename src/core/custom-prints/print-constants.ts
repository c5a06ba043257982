// Plain constants of custom prints, without zod, so public pages can import them cheaply.

/** Layer heights the shop offers; finer layers take longer (speedFactor scales throughput). */
export const PRINT_QUALITIES = {
  draft: { label: 'Draft', layerHeightMm: 0.28, speedFactor: 1.4 },
  standard: { label: 'Standard', layerHeightMm: 0.2, speedFactor: 1 },
  fine: { label: 'Fine', layerHeightMm: 0.12, speedFactor: 0.6 },
} as const;
export type PrintQuality = keyof typeof PRINT_QUALITIES;
export const PRINT_PROCESSES = ['fdm', 'resin'] as const;
export type PrintProcess = (typeof PRINT_PROCESSES)[number];

/** How soon the shop prints a job; the owner sets each level's surcharge and lead time (decision 124). */
export const RUSH_LEVELS = ['standard', 'rush', 'express'] as const;
export type RushLevel = (typeof RUSH_LEVELS)[number];
export const RUSH_LEVEL_LABELS: Record<RushLevel, string> = {
  standard: 'Standard',
  rush: 'Rush',
  express: 'Express',
};

export const INFILL_CHOICES = [10, 15, 20, 30, 50, 100] as const;
export const MAX_QUANTITY = 100;

export const QUOTE_STATUSES = [
  'priced',
  'requested',
  'approved',
  'adjusted',
  'rejected',
  'ordered',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/**
 * Where a quote stands with the slicer: `estimate` the volume heuristic only (older
 * quotes, resin), `off` the slicer was not available, `queued` waiting for a slice, `sliced`
 * priced from the slicer's figures, `review` the slice failed and the owner decides.
 */
export const SLICE_STATUSES = ['estimate', 'queued', 'sliced', 'review', 'off'] as const;
export type SliceStatus = (typeof SLICE_STATUSES)[number];

/** Only these can be put in the cart and ordered: the instant price, or the owner's decision. */
export const ORDERABLE_QUOTE_STATUSES: readonly QuoteStatus[] = ['priced', 'approved', 'adjusted'];

/** Total bytes one client address may upload anonymously per window (decision 098). */
export const ANONYMOUS_UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;
export const ANONYMOUS_UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60_000;
/** A model nobody has quoted is deleted (row and file) once it is this old. */
export const UNQUOTED_MODEL_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** How often each server process runs the deletion (one DELETE statement; safe side by side). */
export const UNQUOTED_MODEL_SWEEP_EVERY_MS = 60 * 60_000;
/** An instant (`priced`) quote can be ordered for this long; then the customer prices it again. */
export const QUOTE_VALIDITY_MS = 14 * 24 * 60 * 60_000;
