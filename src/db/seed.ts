import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { queryRows } from './query-rows';
import { categories, productOptions, products, productVariants } from './schema/catalog';
import { printMaterials } from './schema/custom-prints';
import { demoRecords } from './schema/operations';
import { discountCodes, shippingRates } from './schema/sales';
import {
  seedCategories,
  seedDiscounts,
  seedPrintMaterials,
  seedProducts,
  seedShippingRates,
} from './seed-data';

const DAY_MS = 86_400_000;

/** True when the shop holds no data of its own yet (no catalogue, no accounts, no orders). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await queryRows<{ has_data: boolean }>(
    db,
    sql`
    select exists(select 1 from categories)
        or exists(select 1 from products)
        or exists(select 1 from users)
        or exists(select 1 from orders)
        or exists(select 1 from shipping_rates)
        or exists(select 1 from discount_codes) as has_data`,
  );
  return !rows[0]?.has_data;
}

/**
 * Seeds an empty database; on one with data it does nothing. Returns whether it seeded.
 * The print materials (the custom-print price list) always go in; the demo catalogue, shipping
 * rates and discount codes only with `demo` (SEED_DEMO), each recorded in demo_records so the
 * owner can remove them all in one action.
 */
export async function seedIfEmpty(
  db: Database,
  now = new Date(),
  options: { demo?: boolean } = {},
): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const at = (days: number | null) =>
    days === null ? null : new Date(now.getTime() + days * DAY_MS);
  await db.transaction(async (tx) => {
    const materialCount = await tx.$count(printMaterials);
    if (materialCount === 0)
      await tx
        .insert(printMaterials)
        .values(seedPrintMaterials.map((m) => ({ ...m, colours: [...m.colours] })));
    if (options.demo === false) return;
    const categoryRows = await tx
      .insert(categories)
      .values(seedCategories.map((name) => ({ name })))
      .returning();
    const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
    const productRows = await tx
      .insert(products)
      .values(
        seedProducts.map((p) => ({
          name: p.name,
          description: p.description,
          price: p.price,
          compareAtPrice: p.compareAtPrice,
          // Its variants' pictures too: a variant shows one of its product's images.
          images: [...new Set([p.image, ...(p.variants ?? []).flatMap((v) => v.image ?? [])])],
          sku: p.sku,
          weightGrams: p.weightGrams,
          categoryId: categoryId.get(p.category) ?? null,
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    const remember = (tableName: string, rows: { id: string }[]) =>
      rows.length > 0
        ? tx.insert(demoRecords).values(rows.map((r) => ({ tableName, rowId: r.id })))
        : undefined;
    await remember('categories', categoryRows);
    await remember('products', productRows);
    await insertSeedVariants(tx, productRows);
    await remember(
      'shipping_rates',
      await tx.insert(shippingRates).values(seedShippingRates).returning({ id: shippingRates.id }),
    );
    const codeRows = await tx
      .insert(discountCodes)
      .values(
        seedDiscounts.map((d) => ({
          code: d.code,
          type: d.type,
          value: d.value,
          isActive: d.isActive,
          startsAt: at(d.startsInDays),
          expiresAt: at(d.expiresInDays),
          maximumUses: d.maximumUses,
          usesCount: d.usesCount,
          minimumOrderAmount: d.minimumOrderAmount,
        })),
      )
      .returning({ id: discountCodes.id });
    await remember('discount_codes', codeRows);
  });
  return true;
}

/** Each seed product's variants: its own, or one default variant carrying its SKU, prices and stock. */
async function insertSeedVariants(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  rows: { id: string; sku: string }[],
): Promise<void> {
  const bySku = new Map(seedProducts.map((p) => [p.sku, p]));
  const options: (typeof productOptions.$inferInsert)[] = [];
  const variants: (typeof productVariants.$inferInsert)[] = [];
  for (const row of rows) {
    const seed = bySku.get(row.sku)!;
    seed.options?.forEach((option, index) =>
      options.push({ productId: row.id, position: index + 1, ...option }),
    );
    const own = seed.variants ?? [
      { optionValues: [], sku: seed.sku, price: seed.price, quantity: seed.quantity },
    ];
    own.forEach((variant, index) => {
      const [option1 = null, option2 = null, option3 = null] = variant.optionValues;
      variants.push({
        productId: row.id,
        position: index + 1,
        sku: variant.sku,
        option1,
        option2,
        option3,
        price: variant.price,
        compareAtPrice: seed.compareAtPrice,
        quantity: variant.quantity,
        inventoryPolicy: variant.inventoryPolicy ?? 'track',
        leadTimeDays: variant.leadTimeDays ?? null,
        imageUrl: variant.image ?? (seed.variants ? seed.image : null),
        isDefault: option1 === null,
        // Null: the product's weight (decision 172).
        weightGrams: 'weightGrams' in variant ? (variant.weightGrams ?? null) : null,
      });
    });
  }
  if (options.length > 0) await tx.insert(productOptions).values(options);
  await tx.insert(productVariants).values(variants);
}
