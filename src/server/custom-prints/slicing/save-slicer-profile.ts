import { sql } from 'drizzle-orm';
import { PRINT_QUALITIES } from '#core/custom-prints/print-constants';
import type { SlicerProfileKind } from '#core/custom-prints/slicing/default-slicer-profiles';
import { bedSizeOf, parseSlicerIni } from '#core/custom-prints/slicing/slicer-ini';
import type { Database, Executor } from '../../../db/client';
import { slicerProfiles } from '../../../db/schema/custom-prints';
import { badRequest } from '../../lib/domain-error';
import { findMaterial } from '../list-materials';
import { requestSlices } from './request-slices';

/** A profile is for the printer ('default'), a material (its id) or a quality (its name). */
async function checkTarget(db: Executor, kind: SlicerProfileKind, target: string): Promise<void> {
  if (kind === 'printer' && target !== 'default')
    throw badRequest('The printer profile is "default".', 'unknown_profile_target');
  if (kind === 'quality' && !(target in PRINT_QUALITIES))
    throw badRequest(`There is no quality "${target}".`, 'unknown_profile_target');
  if (kind === 'material') {
    if (!/^[0-9a-f-]{36}$/i.test(target))
      throw badRequest('A material profile names a material.', 'unknown_profile_target');
    await findMaterial(db, target);
  }
}

/** Which open quotes a change of this profile re-slices: all, or the material's. */
const affected = (kind: SlicerProfileKind, target: string) =>
  kind === 'material'
    ? { openQuotes: true as const, materialId: target }
    : { openQuotes: true as const };

/**
 * Stores an uploaded profile after checking it (bounded, refused keys, no paths), and queues the
 * open quotes it affects for slicing again, in one transaction. Answers how many were queued.
 */
export function saveSlicerProfile(
  db: Database,
  kind: SlicerProfileKind,
  target: string,
  upload: { name: string; ini: string },
): Promise<number> {
  const parsed = parseSlicerIni(upload.ini);
  if (!parsed.ok) throw badRequest(parsed.reason, 'invalid_profile');
  // The printer's bed decides what fits, at upload and at slicing alike (decision 126).
  if (kind === 'printer' && !bedSizeOf(parsed.entries))
    throw badRequest(
      'A printer profile must say its bed: bed_shape and max_print_height.',
      'invalid_profile',
    );
  return db.transaction(async (tx) => {
    await checkTarget(tx, kind, target);
    await tx
      .insert(slicerProfiles)
      .values({ kind, target, name: upload.name, ini: parsed.text })
      .onConflictDoUpdate({
        target: [slicerProfiles.kind, slicerProfiles.target],
        set: { name: upload.name, ini: parsed.text, updatedAt: new Date() },
      });
    return (await requestSlices(tx, affected(kind, target))).length;
  });
}

/** Back to the shipped default (a material keeps its supports switch). */
export function deleteSlicerProfile(
  db: Database,
  kind: SlicerProfileKind,
  target: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await checkTarget(tx, kind, target);
    await tx.execute(
      sql`update slicer_profiles set ini = null, name = '', updated_at = now()
           where kind = ${kind} and target = ${target}`,
    );
    return (await requestSlices(tx, affected(kind, target))).length;
  });
}

/** Supports on or off for one material; its open sliced quotes are sliced again. */
export function saveMaterialSupports(
  db: Database,
  materialId: string,
  supports: boolean,
): Promise<number> {
  return db.transaction(async (tx) => {
    await checkTarget(tx, 'material', materialId);
    await tx
      .insert(slicerProfiles)
      .values({ kind: 'material', target: materialId, name: '', supports })
      .onConflictDoUpdate({
        target: [slicerProfiles.kind, slicerProfiles.target],
        set: { supports, updatedAt: new Date() },
      });
    return (await requestSlices(tx, affected('material', materialId))).length;
  });
}
