import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';
import { shippingRates } from '../../db/schema/sales';
import type { CategoryView, ProductView } from '#core/catalog/catalog-responses';
import type { ShippingRateView } from '#core/shipping/shipping-responses';
import { selectProductsWithStock, toProductView } from './product-stock-view';

/** SPEC §7: active products with their category name and inventory quantity. */
export async function listActiveProducts(db: Executor): Promise<ProductView[]> {
  const rows = await selectProductsWithStock(db)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map(toProductView);
}

/** SPEC §7: categories ordered by name. */
export async function listCategories(db: Executor): Promise<CategoryView[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
}

/** SPEC §7: active shipping rates ordered by rate (the cheapest first). */
export async function listActiveShippingRates(db: Executor): Promise<ShippingRateView[]> {
  return db
    .select({
      id: shippingRates.id,
      name: shippingRates.name,
      description: shippingRates.description,
      rate: shippingRates.rate,
      minOrderAmount: shippingRates.minOrderAmount,
      minWeight: shippingRates.minWeight,
      maxWeight: shippingRates.maxWeight,
      isPickup: shippingRates.isPickup,
      pickupLocation: shippingRates.pickupLocation,
      pickupHours: shippingRates.pickupHours,
    })
    .from(shippingRates)
    .where(and(eq(shippingRates.isActive, true)))
    .orderBy(asc(shippingRates.rate), asc(shippingRates.createdAt), asc(shippingRates.id));
}
