import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products, productVariants } from '../../db/schema/catalog';
import type { CsvProduct } from '#core/catalog/csv/catalog-csv-schemas';
import { toCents } from '#core/money';
import { findProductsVariants } from './find-product-variants';

export type CatalogueForCsv = { products: CsvProduct[]; idByHandle: Map<string, string> };

/**
 * Every product (active or not) with its options and variants, in the CSV's terms: what export
 * writes and what an import is planned against. An import reads it twice: once to plan, outside
 * any transaction, and again in its write transaction, where it writes only if both reads are the
 * same catalogue (decision 154).
 */
export async function readCsvCatalogue(db: Executor): Promise<CatalogueForCsv> {
  const rows = await db
    .select({
      id: products.id,
      handle: products.slug,
      title: products.name,
      description: products.description,
      category: categories.name,
      isActive: products.isActive,
      images: products.images,
      weightGrams: products.weightGrams,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.createdAt), asc(products.id));
  const ids = rows.map((row) => row.id);
  const variants = await findProductsVariants(db, ids);
  // Each variant's weight as it ships (decision 172): its own, else its product's.
  const ownWeights =
    ids.length === 0
      ? []
      : await db
          .select({ sku: productVariants.sku, weightGrams: productVariants.weightGrams })
          .from(productVariants)
          .where(inArray(productVariants.productId, ids));
  const weightBySku = new Map(ownWeights.map((v) => [v.sku, v.weightGrams]));
  return {
    idByHandle: new Map(rows.map((row) => [row.handle, row.id])),
    products: rows.map(({ id, weightGrams, ...row }) => {
      const found = variants.get(id)!;
      return {
        ...row,
        options: found.options,
        variants: found.variants.map((v) => ({
          sku: v.sku,
          optionValues: v.optionValues,
          price: toCents(v.price),
          compareAtPrice: v.compareAtPrice === null ? null : toCents(v.compareAtPrice),
          stock: v.quantity,
          inventoryPolicy: v.inventoryPolicy,
          leadTimeDays: v.leadTimeDays,
          imageUrl: v.imageUrl,
          weightGrams: weightBySku.get(v.sku) ?? weightGrams,
        })),
      };
    }),
  };
}
