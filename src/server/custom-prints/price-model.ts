import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { printModels } from '../../db/schema/custom-prints';
import { fitsBuildVolume, pricePrint, type PriceBreakdown } from '#core/custom-prints/price-print';
import type { Material, PricingConstants, PrintOptions } from '#core/custom-prints/print-schemas';
import { badRequest, DomainError, notFound } from '../lib/domain-error';
import { findMaterial } from './list-materials';
import { modelSize, type ModelRow } from './model-view';
import { findPricingConstants } from './find-pricing-constants';
import { readPrinterBed } from './slicing/read-printer-bed';

export async function getModel(db: Executor, modelId: string): Promise<ModelRow> {
  const [model] = await db.select().from(printModels).where(eq(printModels.id, modelId));
  if (!model) throw notFound('This model does not exist. Upload it again.', 'model_not_found');
  return model;
}

/**
 * What a quote's price depends on besides its model and choices (decision 126): the owner's
 * constants and the material's price and density. A quote keeps it as `priced_with_hash`.
 */
export function hashPrices(constants: PricingConstants, material: Material): string {
  const { pricePerGramCents, densityGPerCm3, process } = material;
  return createHash('sha256')
    .update(JSON.stringify([constants, pricePerGramCents, densityGPerCm3, process]))
    .digest('hex')
    .slice(0, 32);
}

/** Prices a stored model with the owner's current materials and constants; the client sends only choices. */
export async function priceModel(
  db: Executor,
  modelId: string,
  options: PrintOptions,
): Promise<{
  model: ModelRow;
  material: Material;
  breakdown: PriceBreakdown;
  pricedWithHash: string;
}> {
  const model = await getModel(db, modelId);
  const material = await findMaterial(db, options.materialId);
  if (!material.isActive)
    throw badRequest(
      `${material.name} is not available at the moment. Choose another material.`,
      'material_inactive',
    );
  if (!material.colours.includes(options.colour))
    throw badRequest(
      `${material.name} is not available in ${options.colour}.`,
      'colour_unavailable',
    );
  const constants = await findPricingConstants(db);
  // The printer's bed may have shrunk since the upload.
  if (!fitsBuildVolume(modelSize(model), await readPrinterBed(db)))
    throw new DomainError(
      'unprocessable',
      'exceeds_build_volume',
      'The model does not fit our build volume.',
    );
  const breakdown = pricePrint(
    { volumeMm3: model.volumeMm3, surfaceAreaMm2: model.surfaceAreaMm2, sizeMm: modelSize(model) },
    material,
    options,
    constants,
  );
  return { model, material, breakdown, pricedWithHash: hashPrices(constants, material) };
}
