import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ProductView } from '#core/catalog/catalog-responses';
import { categories, products, productVariants } from '../../db/schema/catalog';

/**
 * Per product, what its variants add up to (decisions 135, 136): the units of its tracked
 * variants, how many variants it has, the first one (the default of a product without options:
 * the one a /shop card adds) and the shortest lead time among its made-to-order ones.
 */
const variantSummary = (db: Executor, productIds?: string[] | SQL) =>
  db
    .select({
      productId: productVariants.productId,
      stock:
        sql<number>`coalesce(sum(${productVariants.quantity}) filter (where ${productVariants.inventoryPolicy} = 'track'), 0)`
          .mapWith(Number)
          .as('stock'),
      variantCount: sql<number>`count(*)`.mapWith(Number).as('variant_count'),
      firstVariantId:
        sql<string>`(array_agg(${productVariants.id} order by ${productVariants.position}, ${productVariants.id}))[1]`.as(
          'first_variant_id',
        ),
      leadTimeDays: sql<
        number | null
      >`min(${productVariants.leadTimeDays}) filter (where ${productVariants.inventoryPolicy} = 'made_to_order')`.as(
        'lead_time_days',
      ),
    })
    .from(productVariants)
    .where(productIds ? inArray(productVariants.productId, productIds) : undefined)
    .groupBy(productVariants.productId)
    .as('variant_summary');

/**
 * The products both the shop and the owner list read: each with its category name (if any) and
 * what its variants add up to. Given `productIds`, only those products' variants are summed (the
 * caller filters the products the same way; ids or a subquery of them): a page of a few products
 * then reads a few rows, not every variant of the catalogue.
 */
export const selectProductsWithStock = (db: Executor, productIds?: string[] | SQL) => {
  const summary = variantSummary(db, productIds);
  return db
    .select({
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
      weightGrams: products.weightGrams,
      stock: sql<number>`coalesce(${summary.stock}, 0)`.mapWith(Number),
      variantCount: sql<number>`coalesce(${summary.variantCount}, 0)`.mapWith(Number),
      variantId: summary.firstVariantId,
      leadTimeDays: summary.leadTimeDays,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(summary, eq(summary.productId, products.id));
};

type ProductRow = Awaited<
  ReturnType<ReturnType<typeof selectProductsWithStock>['execute']>
>[number];

/** What `toProductView` reads of a product row (the product page's own statement answers it). */
export type ProductWithStockRow = Omit<ProductRow, 'isActive' | 'weightGrams'>;

/** A product as the shop shows it (its list and its page alike). */
export const toProductView = (row: ProductWithStockRow): ProductView => ({
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
  variantId: row.variantId ?? '',
  variantCount: row.variantCount,
  leadTimeDays: row.leadTimeDays === null ? null : Number(row.leadTimeDays),
  createdAt: row.createdAt.toISOString(),
});
