import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { categories, inventory, products } from '../../../db/schema/catalog';
import type { ProductInput } from '../../../core/catalog/product-input';
import { conflict, notFound } from '../../lib/http-error';

const productColumns = {
  id: products.id,
  name: products.name,
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

const selectProducts = (db: Executor) =>
  db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(inventory, eq(inventory.productId, products.id));

/** Every product, active or not, newest first, with category and stock (SPEC §7 admin). */
export async function listAdminProducts(db: Executor) {
  return selectProducts(db).orderBy(desc(products.createdAt), products.name);
}

export async function getAdminProduct(db: Executor, id: string) {
  const [row] = await selectProducts(db).where(eq(products.id, id));
  if (!row) throw notFound('Product not found');
  return row;
}

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

export async function createProduct(db: Database, input: ProductInput) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(productValues(input)).returning({ id: products.id });
    await tx.insert(inventory).values({ productId: row!.id, quantity: input.stock });
    return row!.id;
  });
  return getAdminProduct(db, id);
}

/**
 * Saves an edit. With expectedStock the stock is only overwritten if nobody bought since the
 * form was opened, so a sale in between is never silently undone.
 */
export async function updateProduct(db: Database, id: string, input: ProductInput & { expectedStock?: number }) {
  const stockChanged = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ ...productValues(input), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) throw notFound('Product not found');
    const [current] = await tx.select({ quantity: inventory.quantity }).from(inventory).where(eq(inventory.productId, id)).for('update');
    const before = current?.quantity ?? 0;
    if (input.expectedStock !== undefined && input.expectedStock !== before) {
      throw conflict(`Stock changed to ${before} while you were editing. Check it and save again.`, 'stock_changed');
    }
    await tx
      .insert(inventory)
      .values({ productId: id, quantity: input.stock })
      .onConflictDoUpdate({ target: inventory.productId, set: { quantity: input.stock, updatedAt: new Date() } });
    return before !== input.stock;
  });
  return { product: await getAdminProduct(db, id), stockChanged };
}

/** Deletes a product; order items keep their snapshot (name, price, image) and lose only the link. */
export async function deleteProduct(db: Executor, id: string): Promise<{ images: string[] }> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ images: products.images });
  if (!row) throw notFound('Product not found');
  return row;
}
