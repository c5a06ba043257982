import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { printModels } from '../../db/schema/custom-prints';
import { fitsBuildVolume, pricePrint, type PriceBreakdown } from '#core/custom-prints/price-print';
import type { Material, PrintOptions } from '#core/custom-prints/print-schemas';
import { badRequest, DomainError, notFound } from '../lib/domain-error';
import { findMaterial } from './list-materials';
import { modelSize, type ModelRow } from './model-view';
import { findPricingConstants } from './find-pricing-constants';

export async function getModel(db: Executor, modelId: string): Promise<ModelRow> {
  const [model] = await db.select().from(printModels).where(eq(printModels.id, modelId));
  if (!model) throw notFound('This model does not exist. Upload it again.', 'model_not_found');
  return model;
}

/** Prices a stored model with the owner's current materials and constants; the client sends only choices. */
export async function priceModel(
  db: Executor,
  modelId: string,
  options: PrintOptions,
): Promise<{ model: ModelRow; material: Material; breakdown: PriceBreakdown }> {
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
  // The build volume may have shrunk since the upload.
  if (!fitsBuildVolume(modelSize(model), constants.buildVolumeMm))
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
  return { model, material, breakdown };
}
