import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productOptions, productVariants } from '../../db/schema/catalog';
import type { ProductOption, VariantInput } from '#core/catalog/product-variants';
import { conflict, DomainError } from '../lib/domain-error';
import { lockProductVariants } from './find-product-variants';

/** `weightGrams` (decision 172): left out, a kept variant keeps its weight; null, its product's. */
export type SavedVariant = VariantInput & { expectedStock?: number; weightGrams?: number | null };
type VariantRow = typeof productVariants.$inferSelect;

/** A combination's key: its values without case, so "red" edits the row of "Red". */
export const comboKey = (values: readonly (string | null)[]) =>
  values
    .filter((value): value is string => value !== null)
    .map((value) => value.trim().toLowerCase())
    .join('\u0000');

/** The offered spelling of each chosen value ("red" typed, "Red" offered: "Red" is stored). */
const spelled = (options: readonly ProductOption[], values: readonly string[]) =>
  values.map(
    (value, index) =>
      options[index]?.values.find((offered) => comboKey([offered]) === comboKey([value])) ?? value,
  );

/**
 * A SKU another product's variant holds: refused with the variant's cell named
 * ('variants.2.sku'), so the admin's grid shows it at that cell instead of the database's
 * generic "already exists".
 */
async function refuseTakenSkus(
  tx: Executor,
  productId: string,
  variants: readonly SavedVariant[],
): Promise<void> {
  const taken = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(
          productVariants.sku,
          variants.map((variant) => variant.sku),
        ),
        ne(productVariants.productId, productId),
      ),
    );
  if (taken.length === 0) return;
  const takenSkus = new Set(taken.map((row) => row.sku));
  const issues = variants.flatMap((variant, index) =>
    takenSkus.has(variant.sku)
      ? [
          {
            path: `variants.${index}.sku`,
            message: `SKU ${variant.sku} is used by another product`,
          },
        ]
      : [],
  );
  throw new DomainError('conflict', 'sku_taken', issues[0]!.message, { details: { issues } });
}

/**
 * Replaces a product's options and variants in the caller's transaction (checked by core's
 * checkVariants first). A combination that stays keeps its row and id, so the order items that
 * point to it still do; new ones are inserted, the rest deleted (their order items keep their
 * snapshot). With `expectedStock` a variant's stock is overwritten only if no sale came between.
 * Answers whether any stock changed.
 */
export async function replaceProductVariants(
  tx: Executor,
  productId: string,
  options: readonly ProductOption[],
  variants: readonly SavedVariant[],
): Promise<{ stockChanged: boolean }> {
  const current = await lockProductVariants(tx, productId);
  await refuseTakenSkus(tx, productId, variants);
  const byCombo = new Map<string, VariantRow>(
    current.map((row) => [comboKey([row.option1, row.option2, row.option3]), row]),
  );
  const kept = new Set<string>();
  let stockChanged = false;
  const rows = variants.map((variant, index) => {
    const existing = byCombo.get(comboKey(variant.optionValues));
    if (existing) kept.add(existing.id);
    if (
      existing &&
      variant.expectedStock !== undefined &&
      variant.expectedStock !== existing.quantity
    ) {
      throw conflict(
        `Stock of ${existing.sku} changed to ${existing.quantity} while you were editing. Check it and save again.`,
        'stock_changed',
      );
    }
    if ((existing?.quantity ?? 0) !== variant.stock) stockChanged = true;
    const [option1 = null, option2 = null, option3 = null] = spelled(options, variant.optionValues);
    return {
      id: existing?.id,
      values: {
        productId,
        position: index + 1,
        sku: variant.sku,
        option1,
        option2,
        option3,
        price: variant.price,
        compareAtPrice: variant.compareAtPrice,
        quantity: variant.stock,
        inventoryPolicy: variant.inventoryPolicy,
        leadTimeDays: variant.leadTimeDays,
        imageUrl: variant.imageUrl,
        isDefault: option1 === null,
        ...(variant.weightGrams === undefined ? {} : { weightGrams: variant.weightGrams }),
        updatedAt: new Date(),
      },
    };
  });
  const removed = current.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) {
    stockChanged = true;
    await tx.delete(productVariants).where(inArray(productVariants.id, removed));
  }
  // SKUs may move between variants in one save: park the kept rows' SKUs on their ids first,
  // so the unique index never sees two rows with one SKU on the way.
  const keptIds = [...kept];
  if (keptIds.length > 0)
    await tx
      .update(productVariants)
      .set({ sku: sql`'~' || ${productVariants.id}::text` })
      .where(inArray(productVariants.id, keptIds));
  for (const row of rows)
    if (row.id)
      await tx
        .update(productVariants)
        .set(row.values)
        .where(and(eq(productVariants.id, row.id), eq(productVariants.productId, productId)));
  const added = rows.filter((row) => !row.id).map((row) => row.values);
  if (added.length > 0) await tx.insert(productVariants).values(added);

  await tx.delete(productOptions).where(eq(productOptions.productId, productId));
  if (options.length > 0)
    await tx.insert(productOptions).values(
      options.map((option, index) => ({
        productId,
        position: index + 1,
        name: option.name,
        values: option.values,
      })),
    );
  return { stockChanged };
}
