import { z } from 'zod';
import { moneyInput, optionalMoneyInput } from '../money-input';
import { productSlugSchema } from './product-slug';

/** Our own image paths only (uploaded or shipped with the site), never another origin. */
export const imagePath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[A-Za-z0-9._~/-]+$/, 'Images must be uploaded to the shop');

export const productInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  description: z.string().trim().max(5000).default(''),
  price: moneyInput,
  compareAtPrice: optionalMoneyInput.default(null),
  sku: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9._-]{0,63}$/, 'SKU: letters, digits, dot, dash or underscore'),
  categoryId: z.uuid().nullable().default(null),
  isActive: z.boolean().default(true),
  stock: z.number().int().min(0, 'Stock cannot be negative').max(1_000_000),
  images: z.array(imagePath).max(10, 'At most 10 images').default([]),
  /** Its address, /shop/<slug>; left out, the name's (decision 128). */
  slug: productSlugSchema.optional(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const categoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
});
