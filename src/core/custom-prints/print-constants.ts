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
/** Only these can be put in the cart and ordered: the instant price, or the owner's decision. */
export const ORDERABLE_QUOTE_STATUSES: readonly QuoteStatus[] = ['priced', 'approved', 'adjusted'];
