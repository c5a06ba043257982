import { productInputSchema } from '../product-input';
import { checkVariants, MAX_VARIANTS, productOptionSchema } from '../product-variants';
import { fromCents } from '../../money';
import type { CsvProduct, ImportAction, ImportError } from './catalog-csv-schemas';
import { describeProductChanges } from './describe-product-changes';
import { type Fail, mergeVariantRows, offeredValues } from './merge-variant-rows';
import type { ImportedProduct } from './read-shopify-products';

const MAX_IMAGES = 10;

export interface PlannedProduct {
  action: ImportAction;
  /** The product as it is after the import (what the server writes unless "unchanged"). */
  target: CsvProduct;
  changes: string[];
  variantsCreated: number;
}

const shape = productInputSchema.shape;

/** Columns named in errors for the fields of core's variant checks. */
const VARIANT_COLUMNS: Record<string, string> = {
  optionValues: 'Option1 Value',
  sku: 'Variant SKU',
  leadTimeDays: 'Variant Lead Time Days',
  imageUrl: 'Variant Image',
  weightGrams: 'Variant Grams',
};

/**
 * The dry run: the file's products merged onto the catalogue's, matched by handle (the slug)
 * and, within a product, by variant SKU (or, for a row without SKU, by its option values). A
 * column the file lacks, or leaves blank, keeps the shop's value; a product or variant the file
 * does not name is left alone (the import never deletes). Importing the plan's targets and then
 * the same file again therefore plans nothing but "unchanged".
 */
export function planCatalogImport(
  imported: readonly ImportedProduct[],
  catalogue: readonly CsvProduct[],
): { planned: PlannedProduct[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const fail: Fail = (row, field, message) => errors.push({ row, field, message });
  const byHandle = new Map(catalogue.map((p) => [p.handle, p]));
  const skuOwner = new Map(catalogue.flatMap((p) => p.variants.map((v) => [v.sku, p.handle])));
  for (const product of imported)
    for (const variant of product.variants)
      if (variant.sku && !skuOwner.has(variant.sku)) skuOwner.set(variant.sku, product.handle);

  const planned = imported.map((product) => {
    const before = byHandle.get(product.handle);
    const target = mergeProduct(product, before, skuOwner, fail);
    const changes = before ? describeProductChanges(before, target) : [];
    const known = new Set(before?.variants.map((v) => v.sku));
    return {
      action: !before ? 'create' : changes.length > 0 ? 'change' : 'unchanged',
      target,
      changes,
      variantsCreated: target.variants.filter((v) => !known.has(v.sku)).length,
    } satisfies PlannedProduct;
  });
  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { planned, errors };
}

function mergeProduct(
  product: ImportedProduct,
  before: CsvProduct | undefined,
  skuOwner: ReadonlyMap<string, string>,
  fail: Fail,
): CsvProduct {
  const { row, handle } = product;
  if (!before && !product.title) fail(row, 'Title', 'Title is required for a new product');
  const target: CsvProduct = {
    handle,
    title: product.title ?? before?.title ?? '',
    description: product.description ?? before?.description ?? '',
    category: product.category !== undefined ? product.category : (before?.category ?? null),
    isActive: product.isActive ?? before?.isActive ?? true,
    options: [],
    images: before?.images ?? [],
    variants: (before?.variants ?? []).map((v) => ({ ...v, optionValues: [...v.optionValues] })),
  };
  const check = (
    schema: { safeParse: typeof shape.name.safeParse },
    value: string,
    field: string,
  ) => {
    const result = schema.safeParse(value);
    if (!result.success) fail(row, field, result.error.issues[0]!.message);
  };
  if (target.title !== '') check(shape.name, target.title, 'Title');
  check(shape.description, target.description, 'Body (HTML)');
  if (target.category !== null && target.category.length > 80)
    fail(row, 'Type', 'Type: at most 80 characters');

  // A file that has the image column but no image for a product keeps the shop's pictures.
  const images = [...(product.images ?? [])].sort((a, b) => a.position - b.position);
  if (images.length > 0) target.images = [...new Set(images.map((image) => image.url))];
  if (target.images.length > MAX_IMAGES) fail(row, 'Image Src', `At most ${MAX_IMAGES} images`);

  const names = product.optionNames ?? before?.options.map((o) => o.name) ?? [];
  names.forEach((name, i) => {
    if (name === '') fail(row, `Option${i + 1} Name`, `Option${i + 1} Name is required`);
  });
  const rowOf = mergeVariantRows(product, target, names, skuOwner, fail);
  target.options = names.map((name, i) => ({
    name,
    values: offeredValues(
      target.variants,
      i,
      before?.options[i]?.name === name ? before.options[i]!.values : [],
    ),
  }));
  if (product.variants.length > 0 || !before)
    checkProduct(target, rowOf, product.variants.length, row, fail);
  return target;
}

/** Core's rules for options and variants (the admin's own), reported at the rows they concern. */
function checkProduct(
  target: CsvProduct,
  rowOf: ReadonlyMap<string, number>,
  rowsGiven: number,
  row: number,
  fail: Fail,
): void {
  const { handle, variants } = target;
  if (variants.length === 0) {
    // A product whose variant rows were all refused has had its errors said already.
    if (rowsGiven === 0) fail(row, 'Variant Price', `${handle} needs at least one variant`);
    return;
  }
  if (variants.length > MAX_VARIANTS)
    fail(row, null, `${handle}: at most ${MAX_VARIANTS} variants`);
  target.options.forEach((option, i) => {
    const checked = productOptionSchema.safeParse(option);
    if (!checked.success)
      fail(row, `Option${i + 1} Name`, `${option.name}: ${checked.error.issues[0]!.message}`);
  });
  const issues = checkVariants(
    target.options,
    variants.map((v) => ({
      ...v,
      price: fromCents(v.price),
      compareAtPrice: v.compareAtPrice === null ? null : fromCents(v.compareAtPrice),
    })),
    target.images,
  );
  for (const issue of issues) {
    const [, index, field] = issue.path;
    const variant = typeof index === 'number' ? variants[index] : undefined;
    const column = typeof field === 'string' ? (VARIANT_COLUMNS[field] ?? null) : 'Option1 Name';
    fail((variant && rowOf.get(variant.sku)) ?? row, column, `${handle}: ${issue.message}`);
  }
}
