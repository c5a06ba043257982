import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { printMaterials } from '../../db/schema/custom-prints';
import type { Material, MaterialInput } from '#core/custom-prints/print-schemas';
import { notFound } from '../lib/domain-error';
import { toMaterial } from './list-materials';

const toRow = (input: MaterialInput) => ({
  name: input.name,
  process: input.process,
  densityGPerCm3: input.densityGPerCm3.toFixed(3),
  pricePerGramCents: input.pricePerGramCents.toFixed(2),
  colours: input.colours,
  isActive: input.isActive,
});

export async function createMaterial(db: Executor, input: MaterialInput): Promise<Material> {
  const [row] = await db.insert(printMaterials).values(toRow(input)).returning();
  return toMaterial(row!);
}

export async function updateMaterial(
  db: Executor,
  id: string,
  input: MaterialInput,
): Promise<Material> {
  const [row] = await db
    .update(printMaterials)
    .set({ ...toRow(input), updatedAt: new Date() })
    .where(eq(printMaterials.id, id))
    .returning();
  if (!row) throw notFound('This material does not exist.', 'material_not_found');
  return toMaterial(row);
}

export async function deleteMaterial(db: Executor, id: string): Promise<void> {
  const rows = await db
    .delete(printMaterials)
    .where(eq(printMaterials.id, id))
    .returning({ id: printMaterials.id });
  if (rows.length === 0) throw notFound('This material does not exist.', 'material_not_found');
}
