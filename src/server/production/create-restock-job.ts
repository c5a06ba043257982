import { eq } from 'drizzle-orm';
import { nameWithVariant } from '#core/catalog/choose-variant';
import type { JobViewData, RestockJobInput } from '#core/production/production-schemas';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema/catalog';
import { printModels } from '../../db/schema/custom-prints';
import { printJobs } from '../../db/schema/production';
import { conflict, notFound } from '../lib/domain-error';
import { assignFreePrinters } from './assign-free-printers';
import { recordProductionChanged, type ProductionChange } from './change-job';
import { findJob } from './find-job';
import { lockPrinters } from './lock-printers';
import { writeJobEntries, type ProductionActor } from './write-job-entry';

/**
 * The owner's restock job (decision 169): pieces of a tracked, printed-to-order variant on one
 * plate; its good check adds them to the variant's stock, once.
 */
export async function createRestockJob(
  db: Database,
  input: RestockJobInput,
  actor: ProductionActor,
): Promise<{ job: JobViewData } & ProductionChange> {
  const change = await db.transaction(async (tx) => {
    const [variant] = await tx
      .select({ v: productVariants, productName: products.name, model: printModels })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(printModels, eq(printModels.id, productVariants.printModelId))
      .where(eq(productVariants.id, input.variantId));
    if (!variant) throw notFound('Variant not found');
    const { v, model } = variant;
    if (v.inventoryPolicy !== 'track')
      throw conflict('Only a variant sold from stock can be restocked.', 'variant_not_tracked');
    if (!v.printedToOrder || !v.printMaterial || !v.printColour || !v.printQuality)
      throw conflict(
        'Mark the variant printed to order with its material, colour and quality first.',
        'variant_not_printable',
      );
    const title = nameWithVariant(
      variant.productName,
      [v.option1, v.option2, v.option3].filter(Boolean).join(' / ') || null,
    );
    const [job] = await tx
      .insert(printJobs)
      .values({
        source: 'restock',
        variantId: v.id,
        modelId: v.printModelId,
        title: `Restock: ${title}`,
        material: v.printMaterial,
        colour: v.printColour,
        quality: v.printQuality,
        pieces: input.pieces,
        boundsXMm: model?.sizeXMm ?? null,
        boundsYMm: model?.sizeYMm ?? null,
        boundsZMm: model?.sizeZMm ?? null,
      })
      .returning();
    await writeJobEntries(tx, actor, [
      { jobId: job!.id, kind: 'created', toState: 'queued', detail: { pieces: input.pieces } },
    ]);
    const locked = await lockPrinters(tx);
    const assigned = await assignFreePrinters(tx, locked);
    const eventIds = [await recordProductionChanged(tx, [job!.id, ...assigned])];
    return { id: job!.id, eventIds, stockChanged: [] as string[], assigned };
  });
  return { job: await findJob(db, change.id), ...change };
}
