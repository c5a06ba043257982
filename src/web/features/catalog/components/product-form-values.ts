import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { AdminProductDetail } from '#core/catalog/catalog-responses';
import { productFieldsOfRows, type VariantRow } from '#core/catalog/generate-variant-rows';
import { productFieldsSchema, refineProductVariants } from '#core/catalog/product-input';
import { productSlugSchema } from '#core/catalog/product-slug';

/**
 * The admin product form's values and their check: the shared product schema (the one the
 * server's route declares), with the spec's fields as typed text, plus the options and the
 * variants grid (decision 135).
 */
export const productFormSchema = productFieldsSchema
  .extend({
    categoryId: z
      .string()
      .transform((v) => v || null)
      .pipe(z.uuid().nullable()),
    stock: z
      .number({ message: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(0, 'Stock cannot be negative'),
    // Left empty (a new product), the name's slug (decision 128).
    slug: z
      .string()
      .transform((v) => v.trim() || undefined)
      .pipe(productSlugSchema.optional()),
  })
  .superRefine(refineProductVariants);
export type ProductFormOutput = z.output<typeof productFormSchema>;
type SchemaInput = z.input<typeof productFormSchema>;

export type OptionDraft = { name: string; values: string[] };
export type ProductFormValues = Omit<SchemaInput, 'options' | 'variants'> & {
  options: OptionDraft[];
  variants: VariantRow[];
};
/** Whether the product had options when the form was loaded (so removing them all is sent). */
export type ProductFormContext = { hadOptions: boolean };

export const emptyProductForm: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  compareAtPrice: '',
  sku: '',
  categoryId: '',
  isActive: true,
  stock: 0,
  images: [],
  slug: '',
  weightGrams: '',
  options: [],
  variants: [],
};

/** A loaded product as form values; the default variant of a product without options is the spec's fields. */
export function productFormValues(product: AdminProductDetail): ProductFormValues {
  const hasOptions = product.options.length > 0;
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    compareAtPrice: product.compareAtPrice ?? '',
    sku: product.sku,
    categoryId: product.categoryId ?? '',
    isActive: product.isActive,
    stock: product.stock,
    images: product.images,
    slug: product.slug,
    weightGrams: product.weightGrams === null ? '' : String(product.weightGrams),
    options: product.options.map((option) => ({ name: option.name, values: [...option.values] })),
    variants: hasOptions
      ? product.variants.map((variant) => ({
          optionValues: [...variant.optionValues],
          sku: variant.sku,
          price: variant.price,
          compareAtPrice: variant.compareAtPrice ?? '',
          stock: variant.quantity,
          inventoryPolicy: variant.inventoryPolicy,
          leadTimeDays: variant.leadTimeDays,
          imageUrl: variant.imageUrl,
          weightGrams: variant.weightGrams === null ? '' : String(variant.weightGrams),
          expectedStock: variant.inventoryPolicy === 'track' ? variant.quantity : undefined,
        }))
      : [],
  };
}

/**
 * What the shared schema checks and the API receives. Without options: the spec's fields alone,
 * exactly as before variants (or, when the product had options, its one default variant from
 * them). With options: the product's own price and stock follow its variants (the cheapest
 * variant's prices, the tracked stock), and a lead time only where made to order.
 */
export function toProductInput(
  values: ProductFormValues,
  context: ProductFormContext,
): SchemaInput {
  const { options, variants, ...fields } = values;
  if (options.length === 0) {
    if (!context.hadOptions) return fields;
    const { sku, price, compareAtPrice, stock } = fields;
    const variant = { optionValues: [], sku, price, compareAtPrice, stock };
    return { ...fields, options: [], variants: [variant] };
  }
  return {
    ...fields,
    ...productFieldsOfRows(variants),
    options,
    variants: variants.map((row) => ({
      ...row,
      // Stock is not counted for made to order; a lead time only applies to it.
      stock: row.inventoryPolicy === 'made_to_order' ? 0 : row.stock,
      leadTimeDays: row.inventoryPolicy === 'made_to_order' ? row.leadTimeDays : null,
    })),
  };
}

const checkInput = zodResolver(productFormSchema);

/**
 * react-hook-form's resolver: the form's values, made into the product input, through the shared
 * schema. The form's context is its ProductFormContext.
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductFormOutput> = (
  values,
  context,
  options,
) =>
  checkInput(
    toProductInput(values, (context as ProductFormContext | undefined) ?? { hadOptions: false }),
    undefined,
    options as unknown as Parameters<typeof checkInput>[2],
  ) as unknown as ReturnType<Resolver<ProductFormValues, unknown, ProductFormOutput>>;

/** Every field a server issue may name, down to a variant's cell ('variants.2.sku'). */
export function productFormFieldNames(values: ProductFormValues): string[] {
  const cells = [
    'optionValues',
    'sku',
    'price',
    'compareAtPrice',
    'stock',
    'leadTimeDays',
    'imageUrl',
    'weightGrams',
  ];
  return [
    ...Object.keys(values).filter((key) => key !== 'options' && key !== 'variants'),
    'options',
    'variants',
    ...values.options.flatMap((_, i) => [`options.${i}.name`, `options.${i}.values`]),
    ...values.variants.flatMap((_, i) => cells.map((cell) => `variants.${i}.${cell}`)),
  ];
}
