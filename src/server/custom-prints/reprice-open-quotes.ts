import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { printMaterials, printModels, printQuotes } from '../../db/schema/custom-prints';
import { fitsBuildVolume, pricePrint } from '#core/custom-prints/price-print';
import type {
  Material,
  MaterialInput,
  PricingConstants,
  PrintOptions,
} from '#core/custom-prints/print-schemas';
import { fromCents } from '#core/money';
import { readStoredBreakdown } from '#core/custom-prints/stored-breakdown';
import { toMaterial } from './list-materials';
import { deleteMaterial, updateMaterial } from './edit-materials';
import { modelSize } from './model-view';
import { hashPrices } from './price-model';
import { findPricingConstants } from './find-pricing-constants';
import { savePricingConstants } from './save-pricing-constants';
import { readPrinterBed } from './slicing/read-printer-bed';
import { requestSlices } from './slicing/request-slices';

/** Instant prices still open: `priced`, not ordered, not expired (the owner's decisions are not touched). */
const openPriced = and(
  eq(printQuotes.status, 'priced'),
  or(isNull(printQuotes.expiresAt), gt(printQuotes.expiresAt, sql`now()`)),
);

/**
 * Prices the open instant quotes again with the materials and constants as they are now in this
 * transaction, so a customer never orders at a rate the owner has changed. A quote that can no
 * longer be priced (material gone or inactive, colour withdrawn, too large for the build volume)
 * expires now: the customer prices it again or asks the shop. Returns how many quotes changed.
 */
export async function repriceOpenQuotes(
  tx: Executor,
  only: {
    materialId?: string;
    quoteId?: string;
    /** Only quotes priced with other prices than today's (their `priced_with_hash` differs). */
    stale?: boolean;
  } = {},
): Promise<number> {
  const rows = await tx
    .select({ quote: printQuotes, model: printModels, material: printMaterials })
    .from(printQuotes)
    .innerJoin(printModels, eq(printModels.id, printQuotes.modelId))
    .leftJoin(printMaterials, eq(printMaterials.id, printQuotes.materialId))
    .where(
      and(
        openPriced,
        only.materialId ? eq(printQuotes.materialId, only.materialId) : undefined,
        only.quoteId ? eq(printQuotes.id, only.quoteId) : undefined,
      ),
    )
    .for('update', { of: printQuotes });
  const constants = await findPricingConstants(tx);
  const bed = await readPrinterBed(tx);
  const expired: { id: string }[] = [];
  const priced: {
    id: string;
    breakdown: unknown;
    price: string;
    material_name: string;
    hash: string;
  }[] = [];
  for (const { quote, model, material: row } of rows) {
    const material: Material | null = row ? toMaterial(row) : null;
    const size = modelSize(model);
    if (
      !material?.isActive ||
      !material.colours.includes(quote.colour) ||
      !fitsBuildVolume(size, bed)
    ) {
      expired.push({ id: quote.id });
      continue;
    }
    const hash = hashPrices(constants, material);
    if (only.stale && quote.pricedWithHash === hash) continue;
    const options = {
      quality: quote.quality as PrintOptions['quality'],
      infillPercent: quote.infillPercent,
      quantity: quote.quantity,
      // The rush level is kept in the breakdown (decision 124); older quotes were standard.
      rush: readStoredBreakdown(quote.breakdown).rushLevel,
    };
    // A sliced quote keeps the slicer's grams and hours (decision 123); the rest the heuristic's.
    const breakdown = pricePrint(
      { volumeMm3: model.volumeMm3, surfaceAreaMm2: model.surfaceAreaMm2, sizeMm: size },
      material,
      options,
      constants,
      quote.sliced ?? undefined,
    );
    priced.push({
      id: quote.id,
      breakdown,
      price: fromCents(breakdown.totalCents),
      material_name: material.name,
      hash,
    });
  }
  // Two statements whatever the number of quotes (one per quote made saving the formula cost a
  // round trip per open quote); the rows travel as one JSON parameter, clear of parameter limits.
  const now = new Date();
  if (expired.length > 0)
    await tx
      .update(printQuotes)
      .set({ expiresAt: now, updatedAt: now })
      .from(sql`jsonb_to_recordset(${JSON.stringify(expired)}::jsonb) as v(id uuid)`)
      .where(eq(printQuotes.id, sql`v.id`));
  if (priced.length > 0)
    await tx
      .update(printQuotes)
      .set({
        breakdown: sql`v.breakdown`,
        formulaPrice: sql`v.price`,
        price: sql`v.price`,
        materialName: sql`v.material_name`,
        pricedWithHash: sql`v.hash`,
        updatedAt: now,
      })
      .from(
        sql`jsonb_to_recordset(${JSON.stringify(priced)}::jsonb) as v(id uuid, breakdown jsonb, price numeric, material_name text, hash text)`,
      )
      .where(eq(printQuotes.id, sql`v.id`));
  return expired.length + priced.length;
}

/** The owner saves a material; its open instant quotes are priced again in the same transaction. */
export function updateMaterialAndReprice(
  db: Database,
  id: string,
  input: MaterialInput,
): Promise<Material> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ density: printMaterials.densityGPerCm3 })
      .from(printMaterials)
      .where(eq(printMaterials.id, id));
    const material = await updateMaterial(tx, id, input);
    // Sliced grams are the slicer's volume × this density: a new density slices them again.
    if (before && Number(before.density) !== material.densityGPerCm3)
      await requestSlices(tx, { openQuotes: true, materialId: id });
    await repriceOpenQuotes(tx, { materialId: id, stale: true });
    return material;
  });
}

/** A deleted material's open instant quotes expire with it (their material id becomes null). */
export function deleteMaterialAndExpireQuotes(db: Database, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .update(printQuotes)
      .set({ expiresAt: new Date(), updatedAt: new Date() })
      .where(and(openPriced, eq(printQuotes.materialId, id)));
    await deleteMaterial(tx, id);
  });
}

/** The owner saves the formula's constants; every open instant quote is priced again with them. */
export function savePricingConstantsAndReprice(
  db: Database,
  constants: PricingConstants,
): Promise<PricingConstants> {
  return db.transaction(async (tx) => {
    const saved = await savePricingConstants(tx, constants);
    await repriceOpenQuotes(tx, { stale: true });
    return saved;
  });
}

/**
 * Open quotes priced with other prices than today's (decision 126): defaults that changed with a
 * release, or quotes from before their hash was kept. Run by every process now and then.
 */
export function repriceStaleQuotes(db: Database): Promise<number> {
  return db.transaction((tx) => repriceOpenQuotes(tx, { stale: true }));
}
