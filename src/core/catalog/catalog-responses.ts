import { z } from 'zod';
import { decimalString, isoDateTime } from '../api/wire-schemas';
import { adminVariantSchema, optionSchema } from './product-variants';

/** A product as the shop shows it (GET /api/products). */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its page: /shop/<slug> (decision 128). */
  slug: z.string(),
  description: z.string(),
  price: decimalString,
  compareAtPrice: decimalString.nullable(),
  images: z.array(z.string()),
  sku: z.string(),
  category: z.string().nullable(),
  /** Units in stock over its tracked variants (decision 136). */
  quantity: z.number().int(),
  /** Its first variant: the one a product without options sells (decision 135). */
  variantId: z.string(),
  /** More than one: the shopper chooses on the product page. */
  variantCount: z.number().int(),
  /** The shortest lead time of its made-to-order variants; null when all are tracked. */
  leadTimeDays: z.number().int().nullable(),
  createdAt: isoDateTime,
});
export type ProductView = z.output<typeof productSchema>;
export const productListSchema = z.array(productSchema);

export const categorySchema = z.object({ id: z.string(), name: z.string() });
export type CategoryView = z.output<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** The admin's product: inactive ones too, with stock and the category's id and name. */
export const adminProductSchema = productSchema
  .omit({ category: true, quantity: true, variantId: true })
  .extend({
    isActive: z.boolean(),
    categoryId: z.string().nullable(),
    categoryName: z.string().nullable(),
    stock: z.number().int(),
    /** Grams (decision 172); null: not weighed (it weighs nothing at checkout). */
    weightGrams: z.number().int().nullable(),
  });

/** One product for the admin's form: its options and every variant (decision 135). */
export const adminProductDetailSchema = adminProductSchema.extend({
  options: z.array(optionSchema),
  variants: z.array(adminVariantSchema),
});
export type AdminProductDetail = z.output<typeof adminProductDetailSchema>;
export type AdminProduct = z.output<typeof adminProductSchema>;

export const adminCategorySchema = categorySchema.extend({ productCount: z.number().int() });
export type AdminCategory = z.output<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ categories: z.array(adminCategorySchema) });

/** An uploaded product picture: the stored image and its thumbnail, as /api/storage paths. */
export const productImageSchema = z.object({ path: z.string(), thumbnailPath: z.string() });
