import { productInputSchema } from '../catalog/product-input';
import { slugify } from '../catalog/product-slug';
import type { CsvProduct, CsvVariant, ImportAction, ImportError } from './catalog-csv-schemas';
import { describeProductChanges } from './describe-product-changes';
import type { ImportedProduct, ImportedVariant } from './read-shopify-products';

export const MAX_VARIANTS_PER_PRODUCT = 100;
const MAX_IMAGES = 10;

export interface PlannedProduct {
  action: ImportAction;
  /** The product as it is after the import (what the server writes unless "unchanged"). */
  target: CsvProduct;
  changes: string[];
  variantsCreated: number;
}

const ORDINAL = ['first', 'second', 'third'];
const shape = productInputSchema.shape;

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
  const byHandle = new Map(catalogue.map((p) => [p.handle, p]));
  const skuOwner = new Map(catalogue.flatMap((p) => p.variants.map((v) => [v.sku, p.handle])));
  for (const product of imported)
    for (const variant of product.variants)
      if (variant.sku && !skuOwner.has(variant.sku)) skuOwner.set(variant.sku, product.handle);

  const planned = imported.map((product) => {
    const before = byHandle.get(product.handle);
    const target = mergeProduct(product, before, skuOwner, errors);
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
  errors: ImportError[],
): CsvProduct {
  const fail = (row: number, field: string | null, message: string) =>
    errors.push({ row, field, message });
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
  if (target.title !== '') check(shape.name, target.title, row, 'Title', fail);
  check(shape.description, target.description, row, 'Body (HTML)', fail);
  if (target.category !== null && target.category.length > 80)
    fail(row, 'Type', 'Type: at most 80 characters');

  const images = [...(product.images ?? [])].sort((a, b) => a.position - b.position);
  if (images.length > 0) target.images = [...new Set(images.map((image) => image.url))];
  if (target.images.length > MAX_IMAGES) fail(row, 'Image Src', `At most ${MAX_IMAGES} images`);

  const names = product.optionNames ?? before?.options.map((o) => o.name) ?? [];
  names.forEach((name, i) => {
    if (name === '') fail(row, `Option${i + 1} Name`, `Option${i + 1} Name is required`);
    else if (names.indexOf(name) !== i) fail(row, `Option${i + 1} Name`, `${name} is named twice`);
  });

  const seen = new Set<string>();
  for (const variant of product.variants) {
    if (variant.failed) continue;
    const values = readOptionValues(variant, names, handle, fail);
    if (!values) continue;
    let sku = variant.sku;
    if (sku && skuOwner.get(sku) !== handle) {
      fail(variant.row, 'Variant SKU', `SKU ${sku} belongs to ${skuOwner.get(sku)}`);
      continue;
    }
    const match = sku
      ? target.variants.find((v) => v.sku === sku)
      : values === 'unknown'
        ? undefined
        : (target.variants.find((v) => v.optionValues.join('\n') === values.join('\n')) ??
          (names.length === 0 && target.variants.length === 1 ? target.variants[0] : undefined));
    if (values === 'unknown' && !match) {
      fail(variant.row, 'Variant SKU', 'A new variant needs its SKU and option values');
      continue;
    }
    sku = match?.sku ?? sku ?? newSku(handle, values as string[]);
    const skuCheck = shape.sku.safeParse(sku);
    if (!skuCheck.success) {
      fail(variant.row, 'Variant SKU', skuCheck.error.issues[0]!.message);
      continue;
    }
    if (seen.has(sku)) {
      fail(variant.row, 'Variant SKU', `${handle} names variant ${sku} twice`);
      continue;
    }
    seen.add(sku);
    if (match)
      Object.assign(match, given(variant), values === 'unknown' ? {} : { optionValues: values });
    else if (variant.price === undefined)
      fail(variant.row, 'Variant Price', 'Variant Price is required for a new variant');
    else target.variants.push(newVariant(sku, values as string[], variant));
  }

  if (product.variants.length > 0 || !before)
    checkVariants(target, product.variants.length, names, row, fail);
  target.options = names.map((name, i) => ({
    name,
    values: optionValues(
      target.variants,
      i,
      before?.options[i]?.name === name ? before.options[i]!.values : [],
    ),
  }));
  return target;
}

function readOptionValues(
  variant: ImportedVariant,
  names: readonly string[],
  handle: string,
  fail: (row: number, field: string | null, message: string) => void,
): string[] | 'unknown' | null {
  if (!variant.optionValues) return names.length === 0 ? [] : 'unknown';
  let ok = true;
  variant.optionValues.forEach((value, i) => {
    const field = `Option${i + 1} Value`;
    if (i < names.length && value === '') {
      fail(variant.row, field, `${field} is required: ${handle} offers ${names[i]}`);
      ok = false;
    } else if (i >= names.length && value !== '') {
      fail(variant.row, field, `"${value}": ${handle} offers no ${ORDINAL[i]} option`);
      ok = false;
    } else if (value.length > 100) {
      fail(variant.row, field, `${field}: at most 100 characters`);
      ok = false;
    }
  });
  return ok ? variant.optionValues.slice(0, names.length) : null;
}

function checkVariants(
  target: CsvProduct,
  rowsGiven: number,
  names: readonly string[],
  row: number,
  fail: (row: number, field: string | null, message: string) => void,
): void {
  const { handle, variants } = target;
  // Only a product with no variant rows at all: a refused row has said its own error.
  if (variants.length === 0 && rowsGiven === 0)
    fail(row, 'Variant Price', `${handle} needs at least one variant`);
  if (variants.length > MAX_VARIANTS_PER_PRODUCT)
    fail(row, null, `${handle}: at most ${MAX_VARIANTS_PER_PRODUCT} variants`);
  if (names.length === 0 && variants.length > 1)
    fail(row, 'Option1 Name', `${handle} has no options, so it has one variant: name its options`);
  const combinations = new Set<string>();
  for (const variant of variants) {
    if (variant.optionValues.length !== names.length) {
      fail(
        row,
        null,
        `Variant ${variant.sku} of ${handle} has no value for every option: include it in the file`,
      );
      continue;
    }
    const key = variant.optionValues.join('\n');
    if (combinations.has(key) && names.length > 0)
      fail(row, null, `${handle} has two variants ${variant.optionValues.join(' / ')}`);
    combinations.add(key);
  }
}

/** The values option `i` offers: the ones it had, in their order, then new ones as they appear. */
function optionValues(
  variants: readonly CsvVariant[],
  i: number,
  had: readonly string[],
): string[] {
  const used = new Set(variants.map((v) => v.optionValues[i]).filter((v) => v !== undefined));
  const values = had.filter((value) => used.has(value));
  for (const value of used) if (!values.includes(value)) values.push(value);
  return values;
}

const given = (variant: ImportedVariant): Partial<CsvVariant> =>
  Object.fromEntries(
    (['price', 'compareAtPrice', 'stock', 'inventoryPolicy', 'imageUrl'] as const)
      .filter((key) => variant[key] !== undefined)
      .map((key) => [key, variant[key]]),
  );

const newVariant = (sku: string, optionValues: string[], v: ImportedVariant): CsvVariant => ({
  sku,
  optionValues,
  price: v.price!,
  compareAtPrice: v.compareAtPrice ?? null,
  stock: v.stock ?? 0,
  inventoryPolicy: v.inventoryPolicy ?? 'track',
  imageUrl: v.imageUrl ?? null,
});

/** A variant row without SKU gets one from its handle and values, the same on every import. */
const newSku = (handle: string, values: readonly string[]) =>
  slugify([handle, ...values].join(' '))
    .toUpperCase()
    .slice(0, 64)
    .replace(/-+$/, '');

function check(
  schema: {
    safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: string,
  row: number,
  field: string,
  fail: (row: number, field: string | null, message: string) => void,
): void {
  const result = schema.safeParse(value);
  if (!result.success) fail(row, field, result.error!.issues[0]!.message);
}
