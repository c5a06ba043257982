import { z } from 'zod';
import { moneyInput, optionalMoneyInput } from '../money-input';
import { productSlugSchema } from './product-slug';
import { optionalGramsSchema } from '../shipping/delivery-method';
import {
  checkVariants,
  MAX_OPTIONS,
  MAX_VARIANTS,
  productOptionSchema,
  type ProductOption,
  type VariantInput,
  skuSchema,
  variantInputSchema,
} from './product-variants';

const OWN_IMAGE_PATH = /^\/(?!\/)[A-Za-z0-9._~/-]+$/;

/** An https address without credentials: a picture a CSV import linked to (decision 138). */
const isRemoteImage = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
};

/**
 * Our own image paths (uploaded or shipped with the site), or an https URL that a catalogue
 * import brought and the shop links to without fetching it (decision 138).
 */
export const imagePath = z
  .string()
  .max(300)
  .refine(
    (value) => OWN_IMAGE_PATH.test(value) || isRemoteImage(value),
    'Images must be uploaded to the shop',
  );

export const productFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  description: z.string().trim().max(5000).default(''),
  price: moneyInput,
  compareAtPrice: optionalMoneyInput.default(null),
  sku: skuSchema,
  categoryId: z.uuid().nullable().default(null),
  isActive: z.boolean().default(true),
  stock: z.number().int().min(0, 'Stock cannot be negative').max(1_000_000),
  images: z.array(imagePath).max(10, 'At most 10 images').default([]),
  /** Its weight as shipped, in grams (decision 172); left out, the stored one stays. */
  weightGrams: optionalGramsSchema.optional(),
  /** Its address, /shop/<slug>; left out, the name's (decision 128). */
  slug: productSlugSchema.optional(),
  /**
   * Its options and variants (decision 135). Left out: a product without options is one default
   * variant with the price, compare price, SKU and stock above (the spec's form); a product that
   * has options keeps them. Given: they replace the product's, checked against its images.
   */
  options: z
    .array(productOptionSchema)
    .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`)
    .optional(),
  variants: z
    .array(variantInputSchema.extend({ expectedStock: z.number().int().min(0).optional() }))
    .min(1, 'A product needs at least one variant')
    .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`)
    .optional(),
});

type VariantFields = {
  options?: ProductOption[];
  variants?: VariantInput[];
  images: string[];
};

/** The rules between fields: variants drawn from the options, images of the product (core's checkVariants). */
export function refineProductVariants(product: VariantFields, ctx: z.RefinementCtx): void {
  if (product.options !== undefined && product.variants === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['variants'],
      message: 'Send the variants with the options',
    });
  if (product.variants === undefined) return;
  for (const issue of checkVariants(product.options ?? [], product.variants, product.images))
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

export const productInputSchema = productFieldsSchema.superRefine(refineProductVariants);
export type ProductInput = z.infer<typeof productInputSchema>;

export const categoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
});
