import { toCents } from '../money';
import { generateCombinations, sameValue, type InventoryPolicy } from './choose-variant';

/**
 * The admin's options-and-variants grid (decision 135): one row per combination as the
 * form edits it (amounts as typed text), before the shared schema checks and converts it.
 */
export type VariantRow = {
  optionValues: string[];
  sku: string;
  price: string;
  compareAtPrice: string;
  stock: number;
  inventoryPolicy: InventoryPolicy;
  leadTimeDays: number | null;
  imageUrl: string | null;
  /** Its own weight in grams as typed; empty, it ships at its product's weight. */
  weightGrams: string;
  /** The stock the form was loaded with, so a sale in between is never silently undone. */
  expectedStock?: number;
};

/** What a new combination starts from: the product's own SKU and prices. */
export type RowDefaults = { sku: string; price: string; compareAtPrice: string };

/** "DRG-01" + ["Dark Red", "PLA+"] -> "DRG-01-DARKRED-PLA"; bounded to the schema's 64 characters. */
export function suggestVariantSku(baseSku: string, optionValues: readonly string[]): string {
  const parts = [
    baseSku
      .trim()
      .toUpperCase()
      .replace(/[^A-Z0-9._-]+/g, ''),
    ...optionValues.map((value) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '')),
  ].filter(Boolean);
  return parts.join('-').slice(0, 64);
}

const sameCombination = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => sameValue(value, b[index]!));

/**
 * Every combination of the options as grid rows, first option slowest. A combination that already
 * has a row keeps that row's fields (SKU, prices, stock, policy, image), spelled as the options
 * now spell it; a new one starts from the product's SKU and prices with no stock.
 */
export function generateVariantRows(
  options: readonly { values: readonly string[] }[],
  existing: readonly VariantRow[],
  defaults: RowDefaults,
): VariantRow[] {
  if (options.length === 0) return [];
  return generateCombinations(options).map((combo) => {
    const kept = existing.find((row) => sameCombination(row.optionValues, combo));
    if (kept) return { ...kept, optionValues: combo };
    return {
      optionValues: combo,
      sku: suggestVariantSku(defaults.sku, combo),
      price: defaults.price,
      compareAtPrice: defaults.compareAtPrice,
      stock: 0,
      inventoryPolicy: 'track',
      leadTimeDays: null,
      imageUrl: null,
      weightGrams: '',
    };
  });
}

const centsOr = (value: string) => {
  try {
    return toCents(value.replace(/^\$/, ''));
  } catch {
    return Infinity;
  }
};

/**
 * The product's own price, compare price and stock while it has variants: the cheapest variant's
 * prices (as the database's trigger keeps them, decision 135) and the stock of its tracked ones.
 */
export function productFieldsOfRows(rows: readonly VariantRow[]): {
  price: string;
  compareAtPrice: string;
  stock: number;
} {
  const cheapest = rows.reduce<VariantRow | undefined>(
    (best, row) => (!best || centsOr(row.price) < centsOr(best.price) ? row : best),
    undefined,
  );
  const stock = rows
    .filter((row) => row.inventoryPolicy === 'track')
    .reduce((sum, row) => sum + (Number.isFinite(row.stock) ? row.stock : 0), 0);
  return {
    price: cheapest?.price ?? '',
    compareAtPrice: cheapest?.compareAtPrice ?? '',
    stock,
  };
}
