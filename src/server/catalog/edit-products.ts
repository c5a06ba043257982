import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { inventory, products } from '../../db/schema/catalog';
import type { ProductInput } from '#core/catalog/product-input';
import { conflict, notFound } from '../lib/domain-error';
import { recordEvent } from '../outbox/domain-event';
import { findAdminProduct } from './list-admin-products';
import { changeProductSlug, chooseNewProductSlug } from './change-product-slug';

const productValues = (input: ProductInput) => ({
  name: input.name,
  description: input.description,
  price: input.price,
  compareAtPrice: input.compareAtPrice,
  images: input.images,
  sku: input.sku,
  isActive: input.isActive,
  categoryId: input.categoryId,
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

export async function createProduct(db: Database, input: ProductInput) {
  const { id, eventId } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ ...productValues(input), slug: await chooseNewProductSlug(tx, input) })
      .returning({ id: products.id });
    await tx.insert(inventory).values({ productId: row!.id, quantity: input.stock });
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
    const [current] = await tx
      .select({ quantity: inventory.quantity })
      .from(inventory)
      .where(eq(inventory.productId, id))
      .for('update');
    const before = current?.quantity ?? 0;
    if (input.expectedStock !== undefined && input.expectedStock !== before) {
      throw conflict(
        `Stock changed to ${before} while you were editing. Check it and save again.`,
        'stock_changed',
      );
    }
    await tx
      .insert(inventory)
      .values({ productId: id, quantity: input.stock })
      .onConflictDoUpdate({
        target: inventory.productId,
        set: { quantity: input.stock, updatedAt: new Date() },
      });
    const changed = before !== input.stock;
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
