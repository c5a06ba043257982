import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { productOptions, products } from '../../db/schema/catalog';
import type { ProductInput } from '#core/catalog/product-input';
import { notFound } from '../lib/domain-error';
import { recordEvent } from '../domain-events/domain-event';
import { findAdminProduct } from './list-admin-products';
import { changeProductSlug, chooseNewProductSlug } from './change-product-slug';
import { replaceProductVariants, type SavedVariant } from './replace-product-variants';

/** The product row's own fields; its price and compare price follow its cheapest variant (a trigger). */
const productValues = (input: ProductInput) => ({
  name: input.name,
  description: input.description,
  images: input.images,
  sku: input.sku,
  isActive: input.isActive,
  categoryId: input.categoryId,
  // Left out (an older client, a file without the column): the stored weight stays.
  ...(input.weightGrams === undefined ? {} : { weightGrams: input.weightGrams }),
});

/** Live updates of catalog changes go through the outbox, written with the change. */
const recordCatalogChange = (tx: Executor, productIds: string[], stock: boolean) =>
  recordEvent(tx, {
    type: 'live',
    events: [
      { type: 'product.changed', productIds },
      ...(stock ? [{ type: 'stock.changed' as const, productIds }] : []),
    ],
  });

/**
 * The variants the input asks for (decision 135): its own when the product has options; without
 * options, the one default variant carrying the form's SKU, prices and stock. Those fields are the
 * spec's form, so they win there: a client that sends the default variant back as it read it
 * (read, change the price, save) still changes the price, and keeps the variant's policy.
 */
const variantsOf = (
  input: ProductInput & { expectedStock?: number },
): { options: NonNullable<ProductInput['options']>; variants: SavedVariant[] } => {
  const options = input.options ?? [];
  if (input.variants && options.length > 0) return { options, variants: input.variants };
  const own = input.variants?.length === 1 ? input.variants[0] : undefined;
  return {
    options: [],
    variants: [
      {
        optionValues: [],
        sku: input.sku,
        price: input.price,
        compareAtPrice: input.compareAtPrice,
        stock: input.stock,
        inventoryPolicy: own?.inventoryPolicy ?? 'track',
        leadTimeDays: own?.leadTimeDays ?? null,
        imageUrl: own?.imageUrl ?? null,
        weightGrams: own?.weightGrams,
        expectedStock: input.expectedStock,
      },
    ],
  };
};

export async function createProduct(db: Database, input: ProductInput) {
  const { id, eventId } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        ...productValues(input),
        price: input.price,
        compareAtPrice: input.compareAtPrice,
        slug: await chooseNewProductSlug(tx, input),
      })
      .returning({ id: products.id });
    const { options, variants } = variantsOf(input);
    await replaceProductVariants(tx, row!.id, options, variants);
    return { id: row!.id, eventId: await recordCatalogChange(tx, [row!.id], true) };
  });
  return { product: await findAdminProduct(db, id), eventIds: [eventId] };
}

/**
 * Saves an edit. With expectedStock the stock is only overwritten if nobody bought since the
 * form was opened, so a sale in between is never silently undone.
 */
export async function updateProduct(
  db: Database,
  id: string,
  input: ProductInput & { expectedStock?: number },
) {
  const eventId = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ id: products.id, name: products.name, slug: products.slug })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!previous) throw notFound('Product not found');
    const slug = await changeProductSlug(tx, previous, input);
    const [row] = await tx
      .update(products)
      .set({ ...productValues(input), slug, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) throw notFound('Product not found');
    // A product with options keeps them when the input leaves variants out (an older client).
    const [hasOptions] = input.variants
      ? []
      : await tx
          .select({ position: productOptions.position })
          .from(productOptions)
          .where(eq(productOptions.productId, id))
          .limit(1);
    const { options, variants } = variantsOf(input);
    const { stockChanged: changed } = hasOptions
      ? { stockChanged: false }
      : await replaceProductVariants(tx, id, options, variants);
    return recordCatalogChange(tx, [id], changed);
  });
  return { product: await findAdminProduct(db, id), eventIds: [eventId] };
}

/** Deletes a product; order items keep their snapshot (name, price, image) and lose only the link. */
export async function deleteProduct(
  db: Database,
  id: string,
): Promise<{ images: string[]; eventIds: string[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ images: products.images });
    if (!row) throw notFound('Product not found');
    return { images: row.images, eventIds: [await recordCatalogChange(tx, [id], false)] };
  });
}
