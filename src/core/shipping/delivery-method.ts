import { z } from 'zod';

/**
 * How an order reaches its customer (decision 172): shipped to an address, or collected at the
 * shop's pickup place. A shipping rate marked pickup makes a pickup order.
 */
export const DELIVERY_METHODS = ['shipping', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Grams as the owner types them: a whole number up to 1,000 kg. */
export const MAX_WEIGHT_GRAMS = 1_000_000;

/**
 * A weight in whole grams as a form or a file gives it: '' or null is none (it weighs nothing,
 * or a variant takes its product's); "250" or 250 is 250 g.
 */
export const optionalGramsSchema = z
  .union([z.literal(''), z.null()])
  .transform(() => null)
  .or(
    z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^\d{1,7}$/, 'Enter the weight in whole grams, like 250'))
      .transform(Number)
      .pipe(z.number().max(MAX_WEIGHT_GRAMS, 'At most 1,000,000 g')),
  );

/**
 * A rate's weight limit, stored in kg with up to 3 decimals ("1.5"), in whole grams (1500):
 * read from the text, so no float ever rounds a limit.
 */
export function kilogramsToGrams(kg: string | null): number | null {
  if (kg === null) return null;
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(kg.trim());
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** 1500 → "1.5 kg", 250 → "250 g": how a weight reads to the owner and the shopper. */
export function formatWeight(grams: number): string {
  if (grams < 1000) return `${grams} g`;
  const kg = (grams / 1000).toFixed(3).replace(/\.?0+$/, '');
  return `${kg} kg`;
}

/** A line's weight: its variant's when set, else its product's, else none (decision 172). */
export function unitWeightGrams(variantGrams: number | null, productGrams: number | null): number {
  return variantGrams ?? productGrams ?? 0;
}

/** The cart's weight: each line's unit weight times its quantity. */
export function cartWeightGrams(
  lines: readonly { weightGrams: number; quantity: number }[],
): number {
  return lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
}
