import { z } from 'zod';
import { MAX_WEIGHT_GRAMS } from '../shipping/delivery-method';
import { moneyInput, optionalMoneyInput } from '../money-input';
import { decimalString } from '../api/wire-schemas';
import { INVENTORY_POLICIES, sameValue, variantTitle } from './choose-variant';

/**
 * Options and variants (decisions 135, 136): the shapes the admin form, the server's routes, the
 * product page and the CSV import share. A product has up to three options (Colour, Material,
 * Size), each with its values; a variant is one combination of those values with its own SKU,
 * prices, stock and inventory policy. A product without options has one default variant.
 */
export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
/** Shopify's long-standing limit; it also bounds the grid and every check below. */
export const MAX_VARIANTS = 100;
export const MAX_LEAD_TIME_DAYS = 365;
/** A variant's own weight as packed, in whole grams: the product's limit (decision 172). */
export const MAX_VARIANT_WEIGHT_GRAMS = MAX_WEIGHT_GRAMS;

/**
 * A variant's own weight as the grid or the API gives it: '' or null is none (it ships at its
 * product's weight); "250" or 250 is 250 g, a whole number from 0 to 1,000,000, the
 * product's own limit, so that a catalogue import and the form accept the same weights.
 */
export const variantGramsSchema = z
  .union([z.literal(''), z.null()])
  .transform(() => null)
  .or(
    z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^\d{1,7}$/, 'Enter the weight in whole grams, like 250'))
      .transform(Number)
      .pipe(z.number().max(MAX_VARIANT_WEIGHT_GRAMS, 'At most 1,000,000 g')),
  );

export const skuSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9._-]{0,63}$/, 'SKU: letters, digits, dot, dash or underscore');

const optionName = z.string().trim().min(1, 'Name the option').max(40);
const optionValue = z.string().trim().min(1, 'An option value cannot be empty').max(60);

export const productOptionSchema = z
  .object({
    name: optionName,
    values: z
      .array(optionValue)
      .min(1, 'Give the option at least one value')
      .max(MAX_OPTION_VALUES, `At most ${MAX_OPTION_VALUES} values per option`),
  })
  .superRefine((option, ctx) => {
    option.values.forEach((value, index) => {
      if (option.values.findIndex((other) => sameValue(other, value)) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['values', index],
          message: `'${value}' is listed twice in ${option.name}`,
        });
    });
  });
export type ProductOption = z.output<typeof productOptionSchema>;

/** One variant as the admin sends it: its option values in the order of the product's options. */
export const variantInputSchema = z.object({
  optionValues: z.array(optionValue).max(MAX_OPTIONS).default([]),
  sku: skuSchema,
  price: moneyInput,
  compareAtPrice: optionalMoneyInput.default(null),
  stock: z.number().int().min(0, 'Stock cannot be negative').max(1_000_000).default(0),
  inventoryPolicy: z.enum(INVENTORY_POLICIES).default('track'),
  leadTimeDays: z
    .number()
    .int()
    .min(1, 'Lead time is at least 1 day')
    .max(MAX_LEAD_TIME_DAYS)
    .nullable()
    .default(null),
  imageUrl: z.string().max(300).nullable().default(null),
  /** Its own weight in grams; null, its product's; left out, the stored one stays. */
  weightGrams: variantGramsSchema.optional(),
});
export type VariantInput = z.output<typeof variantInputSchema>;
export type VariantInputDraft = z.input<typeof variantInputSchema>;

type Issue = { path: (string | number)[]; message: string };

/**
 * Every rule that ties variants to their product: the values each variant names are offered by
 * the options (one per option, none without options), no combination twice, SKUs unique, a lead
 * time for made-to-order, a variant image among the product's images. Shared by the zod schemas
 * and the CSV import, which reports the issues per row.
 */
export function checkVariants(
  options: readonly ProductOption[],
  variants: readonly VariantInput[],
  images: readonly string[],
): Issue[] {
  const issues: Issue[] = [];
  options.forEach((option, index) => {
    if (options.findIndex((other) => sameValue(other.name, option.name)) !== index)
      issues.push({ path: ['options', index, 'name'], message: `Option '${option.name}' twice` });
  });
  if (options.length === 0 && variants.length !== 1)
    issues.push({ path: ['variants'], message: 'A product without options has one variant' });
  const combos = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((variant, index) => {
    const at = (field: string, message: string) =>
      issues.push({ path: ['variants', index, field], message });
    if (variant.optionValues.length !== options.length)
      at('optionValues', `Choose one value for each of the ${options.length} options`);
    variant.optionValues.forEach((value, position) => {
      const option = options[position];
      if (option && !option.values.some((offered) => sameValue(offered, value)))
        at('optionValues', `'${value}' is not a value of ${option.name}`);
    });
    const combo = variant.optionValues.map((value) => value.toLowerCase()).join('\u0000');
    if (combos.has(combo))
      at('optionValues', `${variantTitle(variant.optionValues)} is listed twice`);
    combos.add(combo);
    if (skus.has(variant.sku)) at('sku', `SKU ${variant.sku} is used by two variants`);
    skus.add(variant.sku);
    if (variant.inventoryPolicy === 'made_to_order' && variant.leadTimeDays === null)
      at('leadTimeDays', 'Made to order needs a lead time in days');
    if (variant.imageUrl !== null && !images.includes(variant.imageUrl))
      at('imageUrl', "The variant's image must be one of the product's images");
  });
  return issues;
}

/** The options and variants of one product, as the admin saves them. */
export const productVariantsInputSchema = z.object({
  options: z.array(productOptionSchema).max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`),
  variants: z
    .array(variantInputSchema)
    .min(1, 'A product needs at least one variant')
    .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`),
});
export type ProductVariantsInput = z.output<typeof productVariantsInputSchema>;

/** A variant as the shop and the admin read it. */
export const variantSchema = z.object({
  id: z.string(),
  /** Values in the order of the product's options; empty for the default variant. */
  optionValues: z.array(z.string()),
  title: z.string(),
  sku: z.string(),
  price: decimalString,
  compareAtPrice: decimalString.nullable(),
  /** Units on hand (0 for made to order, whose stock is not counted). */
  quantity: z.number().int(),
  inventoryPolicy: z.enum(INVENTORY_POLICIES),
  leadTimeDays: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  isDefault: z.boolean(),
});
export type VariantView = z.output<typeof variantSchema>;

/** A variant as the admin's form reads it: with its own weight in grams (null: its product's). */
export const adminVariantSchema = variantSchema.extend({
  weightGrams: z.number().int().nullable(),
});
export type AdminVariantView = z.output<typeof adminVariantSchema>;

export const optionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type OptionView = z.output<typeof optionSchema>;
