import { parseCsv, type CsvLimits } from '../../csv/parse-csv';
import type { CatalogImportResult, CsvProduct } from './catalog-csv-schemas';
import { planCatalogImport, type PlannedProduct } from './plan-catalog-import';
import { readShopifyProducts } from './read-shopify-products';

/** An import file's bounds: Shopify's own exports run to about 60 columns. */
export const CATALOG_CSV_LIMITS: CsvLimits = {
  maxChars: 4 * 1024 * 1024,
  maxRows: 20_000,
  maxColumns: 200,
  maxFieldChars: 64 * 1024,
};

/** Errors listed in an answer (counts.errors has them all). */
export const MAX_LISTED_ERRORS = 500;

export type CsvImportPlan = Omit<CatalogImportResult, 'dryRun' | 'applied'> & {
  planned: PlannedProduct[];
};

/** The whole dry run of one file against the catalogue: parse, read, merge, count. */
export function planCsvImport(
  text: string,
  catalogue: readonly CsvProduct[],
  ownOrigin: string,
  limits: CsvLimits = CATALOG_CSV_LIMITS,
): CsvImportPlan {
  const parsed = parseCsv(text, limits);
  if (!parsed.ok)
    return summarize([], [{ row: parsed.line, field: null, message: parsed.message }], []);
  const read = readShopifyProducts(parsed.header, parsed.rows, ownOrigin);
  if (read.products.length === 0 && read.errors.length === 0)
    read.errors.push({ row: null, field: null, message: 'The file has no products' });
  const { planned, errors } = planCatalogImport(read.products, catalogue);
  return summarize(planned, [...read.errors, ...errors], read.ignoredColumns);
}

function summarize(
  planned: PlannedProduct[],
  errors: CsvImportPlan['errors'],
  ignoredColumns: string[],
): CsvImportPlan {
  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const count = (action: PlannedProduct['action']) =>
    planned.filter((p) => p.action === action).length;
  return {
    planned,
    counts: {
      create: count('create'),
      change: count('change'),
      unchanged: count('unchanged'),
      errors: errors.length,
    },
    products: planned.map((p) => ({
      handle: p.target.handle,
      title: p.target.title,
      action: p.action,
      changes: p.changes,
      variantsCreated: p.variantsCreated,
    })),
    // A broken file can have an error in every row: the first ones say enough.
    errors: errors.slice(0, MAX_LISTED_ERRORS),
    ignoredColumns,
  };
}
