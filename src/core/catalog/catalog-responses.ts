import { z } from 'zod';
import { decimalString, isoDateTime } from '../api/wire-schemas';

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
  quantity: z.number().int(),
  createdAt: isoDateTime,
});
export type ProductView = z.output<typeof productSchema>;
export const productListSchema = z.array(productSchema);

export const categorySchema = z.object({ id: z.string(), name: z.string() });
export type CategoryView = z.output<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** The admin's product: inactive ones too, with stock and the category's id and name. */
export const adminProductSchema = productSchema.omit({ category: true, quantity: true }).extend({
  isActive: z.boolean(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  stock: z.number().int(),
});
export type AdminProduct = z.output<typeof adminProductSchema>;

export const adminCategorySchema = categorySchema.extend({ productCount: z.number().int() });
export type AdminCategory = z.output<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ categories: z.array(adminCategorySchema) });

/** An uploaded product picture: the stored image and its thumbnail, as /api/storage paths. */
export const productImageSchema = z.object({ path: z.string(), thumbnailPath: z.string() });
