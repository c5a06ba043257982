import { eq } from 'drizzle-orm';
import type { VariantPrintInput, VariantPrintView } from '#core/production/production-schemas';
import type { Database, Executor } from '../../db/client';
import { productVariants } from '../../db/schema/catalog';
import { printModels } from '../../db/schema/custom-prints';
import { notFound } from '../lib/domain-error';

/** A variant's print settings: printed to order or not, its model, material, colour, quality. */
export async function readVariantPrint(
  executor: Executor,
  variantId: string,
): Promise<VariantPrintView> {
  const [row] = await executor
    .select({
      variantId: productVariants.id,
      printedToOrder: productVariants.printedToOrder,
      material: productVariants.printMaterial,
      colour: productVariants.printColour,
      quality: productVariants.printQuality,
      modelId: productVariants.printModelId,
      modelName: printModels.originalName,
      x: printModels.sizeXMm,
      y: printModels.sizeYMm,
      z: printModels.sizeZMm,
    })
    .from(productVariants)
    .leftJoin(printModels, eq(printModels.id, productVariants.printModelId))
    .where(eq(productVariants.id, variantId));
  if (!row) throw notFound('Variant not found');
  const { x, y, z, modelName, ...rest } = row;
  return {
    ...rest,
    modelName: modelName ?? null,
    boundsMm: x !== null && y !== null && z !== null ? { x, y, z } : null,
  };
}

/** Marks a variant printed to order (or not) with its material, colour and quality. */
export async function saveVariantPrint(
  db: Database,
  variantId: string,
  input: VariantPrintInput,
): Promise<VariantPrintView> {
  const [row] = await db
    .update(productVariants)
    .set({
      printedToOrder: input.printedToOrder,
      printMaterial: input.material,
      printColour: input.colour,
      printQuality: input.quality,
      updatedAt: new Date(),
    })
    .where(eq(productVariants.id, variantId))
    .returning({ id: productVariants.id });
  if (!row) throw notFound('Variant not found');
  return readVariantPrint(db, variantId);
}

/** Attaches an uploaded model (already measured and stored by the custom-print checks). */
export async function saveVariantModel(
  db: Database,
  variantId: string,
  modelId: string,
): Promise<VariantPrintView> {
  const [row] = await db
    .update(productVariants)
    .set({ printModelId: modelId, updatedAt: new Date() })
    .where(eq(productVariants.id, variantId))
    .returning({ id: productVariants.id });
  if (!row) throw notFound('Variant not found');
  return readVariantPrint(db, variantId);
}
