import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { categories, products, productSlugRedirects } from '../../db/schema/catalog';
import type { CatalogImportResult, CsvProduct } from '#core/catalog/csv/catalog-csv-schemas';
import { fromCents } from '#core/money';
import { recordEvent } from '../domain-events/domain-event';
import { conflict, DomainError } from '../lib/domain-error';
import type { CsvPlanPool } from './csv-plan-pool';
import { readCsvCatalogue } from './read-csv-catalogue';
import { comboKey, replaceProductVariants } from './replace-product-variants';

/**
 * A catalogue import (decision 138): the file is planned against the catalogue and, unless it is
 * a dry run, the plan has any error or there is nothing to write, every create and change is
 * written in one transaction. Nothing is half-imported: an error in the plan writes nothing, and
 * a refusal by the database on the way rolls the whole import back. The plan runs in the
 * planner's worker thread (decision 152); a plan refused there (busy, over its time or memory
 * budget) throws its DomainError before anything is written.
 *
 * The plan is made outside any transaction (decision 154): on PGlite a transaction holds the one
 * connection, so every customer query would wait for the plan, even a dry run's. The write
 * transaction reads the catalogue again and writes only if it is the one the plan was made
 * against, so the plan written is the plan shown; otherwise nothing is written (409).
 */
export async function saveCatalogImport(
  db: Database,
  planner: CsvPlanPool,
  text: string,
  options: { dryRun: boolean; ownOrigin: string },
): Promise<{ result: CatalogImportResult; eventIds: string[] }> {
  const plannedAgainst = await readCsvCatalogue(db);
  const { planned, ...plan } = await planner.plan(text, plannedAgainst.products, options.ownOrigin);
  const writes = planned.filter((p) => p.action !== 'unchanged');
  const apply = !options.dryRun && plan.counts.errors === 0 && writes.length > 0;
  const result = { ...plan, dryRun: options.dryRun, applied: apply };
  if (!apply) return { result, eventIds: [] };
  return db.transaction(async (tx) => {
    const catalogue = await readCsvCatalogue(tx);
    // The catalogue as the plan saw it, compared field by field: the plan depends on every field
    // of every product, its options, variants (stock too) and category's name, and no cheaper
    // mark in the schema covers them all (`updated_at` is on products and variants only, set by
    // each writer rather than a trigger; a removed variant, an option or a renamed category
    // leaves none). A structural compare needs no key order and no copy, stops at the first
    // difference and takes ~10-20 ms for 850 products of ten variants, beside the reads before
    // it. Writes use the ids read now: a product deleted and made again alike is written by its
    // new id.
    if (!isDeepStrictEqual(catalogue.products, plannedAgainst.products)) throw catalogueChanged();
    const planned = new Map(catalogue.products.map((product) => [product.handle, product]));
    const categoryIds = new Map<string, string>();
    const ids: string[] = [];
    for (const { target } of writes) {
      const categoryId = target.category
        ? await findOrCreateCategory(tx, target.category, categoryIds)
        : null;
      const existing = catalogue.idByHandle.get(target.handle);
      ids.push(await writeProduct(tx, target, existing, categoryId, planned.get(target.handle)));
    }
    const eventId = await recordEvent(tx, {
      type: 'live',
      events: [
        { type: 'product.changed', productIds: ids },
        { type: 'stock.changed', productIds: ids },
      ],
    });
    return { result, eventIds: [eventId] };
  });
}

const catalogueChanged = () =>
  conflict(
    'The catalogue changed while the file was being read, so nothing was imported. Import the file again.',
    'catalogue_changed',
  );

async function writeProduct(
  tx: Executor,
  target: CsvProduct,
  existingId: string | undefined,
  categoryId: string | null,
  plannedAgainst: CsvProduct | undefined,
): Promise<string> {
  const fields = {
    name: target.title,
    description: target.description,
    images: target.images,
    isActive: target.isActive,
    categoryId,
  };
  const first = target.variants[0]!;
  let id = existingId;
  if (id) {
    await tx
      .update(products)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(products.id, id));
  } else {
    // A handle that was another product's former address becomes this product's (decision 128).
    await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, target.handle));
    const [row] = await tx
      .insert(products)
      .values({
        ...fields,
        slug: target.handle,
        // The product row's SKU and prices start as its first variant's (a trigger keeps
        // the prices at the cheapest variant's from here on, decision 135).
        sku: first.sku,
        price: fromCents(first.price),
        compareAtPrice: first.compareAtPrice === null ? null : fromCents(first.compareAtPrice),
      })
      .returning({ id: products.id });
    id = row!.id;
  }
  // The stock each kept variant had when the plan was checked: a sale committed after that read
  // (on PostgreSQL a checkout runs beside the import) refuses the import rather than being
  // overwritten by the file's figure, which was counted before the sale.
  const plannedStock = new Map(
    (plannedAgainst?.variants ?? []).map((v) => [comboKey(v.optionValues), v.stock]),
  );
  await replaceProductVariants(
    tx,
    id,
    target.options,
    target.variants.map((v) => ({
      expectedStock: plannedStock.get(comboKey(v.optionValues)),
      optionValues: v.optionValues,
      sku: v.sku,
      price: fromCents(v.price),
      compareAtPrice: v.compareAtPrice === null ? null : fromCents(v.compareAtPrice),
      stock: v.stock,
      inventoryPolicy: v.inventoryPolicy,
      leadTimeDays: v.leadTimeDays,
      imageUrl: v.imageUrl,
      weightGrams: v.weightGrams,
    })),
  ).catch((error: unknown) => {
    throw error instanceof DomainError && error.code === 'stock_changed'
      ? catalogueChanged()
      : error;
  });
  return id;
}

async function findOrCreateCategory(
  tx: Executor,
  name: string,
  known: Map<string, string>,
): Promise<string> {
  const cached = known.get(name);
  if (cached) return cached;
  await tx.insert(categories).values({ name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, name));
  known.set(name, row!.id);
  return row!.id;
}
