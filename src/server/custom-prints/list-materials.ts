import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { printMaterials } from '../../db/schema/custom-prints';
import type { Material } from '#core/custom-prints/print-schemas';
import { notFound } from '../lib/domain-error';

type MaterialRow = typeof printMaterials.$inferSelect;

export const toMaterial = (row: MaterialRow): Material => ({
  id: row.id,
  name: row.name,
  process: row.process,
  densityGPerCm3: Number(row.densityGPerCm3),
  pricePerGramCents: Number(row.pricePerGramCents),
  colours: row.colours,
  isActive: row.isActive,
});

export async function listMaterials(
  db: Executor,
  options: { activeOnly: boolean },
): Promise<Material[]> {
  const rows = await db
    .select()
    .from(printMaterials)
    .where(options.activeOnly ? eq(printMaterials.isActive, true) : undefined)
    .orderBy(asc(printMaterials.sortOrder), asc(printMaterials.name));
  return rows.map(toMaterial);
}

export async function findMaterial(db: Executor, id: string): Promise<Material> {
  const [row] = await db.select().from(printMaterials).where(eq(printMaterials.id, id));
  if (!row) throw notFound('This material does not exist.', 'material_not_found');
  return toMaterial(row);
}
