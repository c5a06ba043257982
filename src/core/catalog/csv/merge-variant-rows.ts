import { sameValue } from '../choose-variant';
import { slugify } from '../product-slug';
import { skuSchema } from '../product-variants';
import type { CsvProduct, CsvVariant } from './catalog-csv-schemas';
import type { ImportedProduct, ImportedVariant } from './read-shopify-products';

/** Shopify has no lead time: a variant that becomes made to order without one gets this. */
export const DEFAULT_LEAD_TIME_DAYS = 7;

export type Fail = (row: number, field: string | null, message: string) => void;

const ORDINAL = ['first', 'second', 'third'];
const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => sameValue(value, b[i]!));

/**
 * The file's variant rows of one product onto `target` (which starts as the shop's variants):
 * a row is matched by SKU, or without one by its option values (the only variant of a product
 * without options); a row that matches nothing adds a variant. Each row's option values must
 * fit the product's options: a value for an option it does not have, or none for one it has, is
 * refused. Answers the file row of each SKU, for later errors.
 */
export function mergeVariantRows(
  product: ImportedProduct,
  target: CsvProduct,
  names: readonly string[],
  skuOwner: ReadonlyMap<string, string>,
  fail: Fail,
): Map<string, number> {
  const { handle } = product;
  const rowOf = new Map<string, number>();
  for (const variant of product.variants) {
    if (variant.failed) continue;
    const values = readOptionValues(variant, names, handle, fail);
    if (!values) continue;
    if (variant.sku && skuOwner.get(variant.sku) !== handle) {
      fail(
        variant.row,
        'Variant SKU',
        `SKU ${variant.sku} belongs to ${skuOwner.get(variant.sku)}`,
      );
      continue;
    }
    const match = variant.sku
      ? target.variants.find((v) => v.sku === variant.sku)
      : values === 'unknown'
        ? undefined
        : (target.variants.find((v) => sameValues(v.optionValues, values)) ??
          (names.length === 0 && target.variants.length === 1 ? target.variants[0] : undefined));
    if (values === 'unknown' && !match) {
      fail(variant.row, 'Variant SKU', 'A new variant needs its SKU and option values');
      continue;
    }
    const sku = match?.sku ?? variant.sku ?? newSku(handle, values as string[]);
    const checked = skuSchema.safeParse(sku);
    if (!checked.success) {
      fail(variant.row, 'Variant SKU', checked.error.issues[0]!.message);
      continue;
    }
    if (rowOf.has(sku)) {
      fail(variant.row, 'Variant SKU', `${handle} names variant ${sku} twice`);
      continue;
    }
    rowOf.set(sku, variant.row);
    if (match) {
      Object.assign(match, given(variant));
      if (values !== 'unknown') match.optionValues = values;
      if (match.inventoryPolicy === 'made_to_order') match.leadTimeDays ??= DEFAULT_LEAD_TIME_DAYS;
    } else if (variant.price === undefined)
      fail(variant.row, 'Variant Price', 'Variant Price is required for a new variant');
    else target.variants.push(newVariant(sku, values as string[], variant));
  }
  return rowOf;
}

function readOptionValues(
  variant: ImportedVariant,
  names: readonly string[],
  handle: string,
  fail: Fail,
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
    }
  });
  return ok ? variant.optionValues.slice(0, names.length) : null;
}

/** The values option `i` offers: the ones it had, in their order, then new ones as they appear. */
export function offeredValues(
  variants: readonly CsvVariant[],
  i: number,
  had: readonly string[],
): string[] {
  const used = variants.map((v) => v.optionValues[i]).filter((v) => v !== undefined);
  const values = had.filter((value) => used.some((u) => sameValue(u, value)));
  for (const value of used) if (!values.some((v) => sameValue(v, value))) values.push(value);
  return values;
}

const given = (variant: ImportedVariant): Partial<CsvVariant> =>
  Object.fromEntries(
    (
      [
        'price',
        'compareAtPrice',
        'stock',
        'inventoryPolicy',
        'leadTimeDays',
        'imageUrl',
        'weightGrams',
      ] as const
    )
      .filter((key) => variant[key] !== undefined)
      .map((key) => [key, variant[key]]),
  );

const newVariant = (sku: string, optionValues: string[], v: ImportedVariant): CsvVariant => {
  const inventoryPolicy = v.inventoryPolicy ?? 'track';
  return {
    sku,
    optionValues,
    price: v.price!,
    compareAtPrice: v.compareAtPrice ?? null,
    stock: v.stock ?? 0,
    inventoryPolicy,
    leadTimeDays:
      v.leadTimeDays ?? (inventoryPolicy === 'made_to_order' ? DEFAULT_LEAD_TIME_DAYS : null),
    imageUrl: v.imageUrl ?? null,
    weightGrams: v.weightGrams ?? null,
  };
};

/** A variant row without SKU gets one from its handle and values, the same on every import. */
const newSku = (handle: string, values: readonly string[]) =>
  slugify([handle, ...values].join(' '))
    .toUpperCase()
    .slice(0, 64)
    .replace(/-+$/, '');
