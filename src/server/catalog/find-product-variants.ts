import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productOptions, productVariants } from '../../db/schema/catalog';
import { variantTitle } from '#core/catalog/choose-variant';
import type { AdminVariantView, OptionView } from '#core/catalog/product-variants';

type VariantRow = Pick<
  typeof productVariants.$inferSelect,
  | 'id'
  | 'option1'
  | 'option2'
  | 'option3'
  | 'sku'
  | 'price'
  | 'compareAtPrice'
  | 'quantity'
  | 'inventoryPolicy'
  | 'leadTimeDays'
  | 'imageUrl'
  | 'isDefault'
  | 'weightGrams'
>;

/**
 * A variant row (or the product page's JSON of one) as core's view: its option values in order,
 * without the empty slots, and its own weight (the admin's response declares it; the shop's
 * leaves it out).
 */
export const toVariantView = (row: VariantRow): AdminVariantView => {
  const optionValues = [row.option1, row.option2, row.option3].filter(
    (value): value is string => value !== null,
  );
  return {
    id: row.id,
    optionValues,
    title: variantTitle(optionValues),
    sku: row.sku,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    quantity: row.quantity,
    inventoryPolicy: row.inventoryPolicy,
    leadTimeDays: row.leadTimeDays,
    imageUrl: row.imageUrl,
    isDefault: row.isDefault,
    weightGrams: row.weightGrams,
  };
};

export type ProductVariantsView = { options: OptionView[]; variants: AdminVariantView[] };

/** The options and variants of some products, in their positions, by product id. */
export async function findProductsVariants(
  db: Executor,
  productIds: readonly string[],
): Promise<Map<string, ProductVariantsView>> {
  const found = new Map<string, ProductVariantsView>(
    productIds.map((id) => [id, { options: [], variants: [] }]),
  );
  if (productIds.length === 0) return found;
  const ids = [...productIds];
  const [options, variants] = await Promise.all([
    db
      .select()
      .from(productOptions)
      .where(inArray(productOptions.productId, ids))
      .orderBy(asc(productOptions.productId), asc(productOptions.position)),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
  ]);
  for (const option of options)
    found.get(option.productId)?.options.push({ name: option.name, values: option.values });
  for (const variant of variants)
    found.get(variant.productId)?.variants.push(toVariantView(variant));
  return found;
}

export async function findProductVariants(
  db: Executor,
  productId: string,
): Promise<ProductVariantsView> {
  return (await findProductsVariants(db, [productId])).get(productId)!;
}

/** The variants of one product as rows, locked for an edit in this transaction. */
export const lockProductVariants = (tx: Executor, productId: string) =>
  tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position))
    .for('update');
