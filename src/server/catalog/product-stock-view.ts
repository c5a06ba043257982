import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ProductView } from '#core/catalog/catalog-responses';
import { categories, inventory, products } from '../../db/schema/catalog';

const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  images: products.images,
  sku: products.sku,
  isActive: products.isActive,
  categoryId: products.categoryId,
  categoryName: categories.name,
  stock: sql<number>`coalesce(${inventory.quantity}, 0)`.mapWith(Number),
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/**
 * The products both the shop and the owner list read: each with its category name (if any) and
 * stock (0 without an inventory row).
 */
export const selectProductsWithStock = (db: Executor) =>
  db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(inventory, eq(inventory.productId, products.id));

type ProductRow = Awaited<
  ReturnType<ReturnType<typeof selectProductsWithStock>['execute']>
>[number];

/** A product as the shop shows it (its list and its page alike). */
export const toProductView = (row: ProductRow): ProductView => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  price: row.price,
  compareAtPrice: row.compareAtPrice,
  images: row.images,
  sku: row.sku,
  category: row.categoryName,
  quantity: row.stock,
  createdAt: row.createdAt.toISOString(),
});
