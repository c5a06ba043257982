import { z } from 'zod';
import type { InventoryPolicy } from '../choose-variant';

/** A product's option: its name and the values its variants use, in order (at most three). */
export interface CsvOption {
  name: string;
  values: string[];
}

/** A variant as the CSV carries it; money in cents. */
export interface CsvVariant {
  sku: string;
  /** One value per product option, in the options' order; [] for the default variant. */
  optionValues: string[];
  price: number;
  compareAtPrice: number | null;
  stock: number;
  inventoryPolicy: InventoryPolicy;
  /** Days a made-to-order variant takes to ship (the shop's own column; Shopify has none). */
  leadTimeDays: number | null;
  imageUrl: string | null;
  /** Its weight in grams (decision 172): its own, or its product's when it has none. */
  weightGrams: number | null;
}

/**
 * A product as the CSV carries it: what export writes and import compares and writes. The
 * handle is the product's slug; images are stored paths or remote https URLs, in order.
 */
export interface CsvProduct {
  handle: string;
  title: string;
  description: string;
  category: string | null;
  isActive: boolean;
  options: CsvOption[];
  images: string[];
  variants: CsvVariant[];
}

/** One problem in the file: its row as a spreadsheet numbers it (the header is row 1). */
export const importErrorSchema = z.object({
  row: z.number().int().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importActionSchema = z.enum(['create', 'change', 'unchanged']);
export type ImportAction = z.infer<typeof importActionSchema>;

/** What the import does (or, on a dry run, would do) to one product. */
export const plannedProductSchema = z.object({
  handle: z.string(),
  title: z.string(),
  action: importActionSchema,
  /** What changes, in words ("price of DRAGON-RED: $12.00 → $14.00"); empty unless "change". */
  changes: z.array(z.string()),
  variantsCreated: z.number().int(),
});
export type PlannedProductSummary = z.infer<typeof plannedProductSchema>;

/** The answer of POST /api/admin/catalog/import (dry run or not). */
export const catalogImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** True when the plan was written (never with errors, never on a dry run). */
  applied: z.boolean(),
  counts: z.object({
    create: z.number().int(),
    change: z.number().int(),
    unchanged: z.number().int(),
    errors: z.number().int(),
  }),
  products: z.array(plannedProductSchema),
  errors: z.array(importErrorSchema),
  /** Columns of the file the shop has no field for. */
  ignoredColumns: z.array(z.string()),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;

/** A refused import (422): the plan and its per-row errors, with the shop's error code and message. */
export const catalogImportRefusedSchema = catalogImportResultSchema.extend({
  error: z.literal('import_has_errors'),
  message: z.string(),
});

/** The refused answer's message: how many rows to fix, and that nothing was written. */
export const importRefusedMessage = (errors: number): string =>
  `The file has ${errors} ${errors === 1 ? 'error' : 'errors'}; nothing was imported. Fix the rows listed and try again.`;

export const catalogImportQuerySchema = z.object({
  dryRun: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
