import { createHash } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { PrintQuality } from '#core/custom-prints/print-constants';
import {
  DEFAULT_MATERIAL_INI,
  DEFAULT_PRINTER_INI,
  DEFAULT_QUALITY_INI,
  type SlicerProfileKind,
} from '#core/custom-prints/slicing/default-slicer-profiles';
import { printerBed } from '#core/custom-prints/slicing/printer-bed';
import type { BedSize } from '#core/custom-prints/slicing/slicer-ini';
import type { Executor } from '../../../db/client';
import { slicerProfiles } from '../../../db/schema/custom-prints';

export type SliceSetup = {
  /** Printer, material, quality: the order they are loaded in. */
  profiles: [string, string, string];
  overrides: string;
  bed: BedSize;
  supports: boolean;
  /** What the figures depend on: profiles, overrides, density and the slicer's version. */
  hash: string;
};

type Row = typeof slicerProfiles.$inferSelect;

/** The stored row of one profile, or undefined for the shipped default. */
export function pickProfile(rows: readonly Row[], kind: SlicerProfileKind, target: string) {
  return rows.find((row) => row.kind === kind && row.target === target);
}

/**
 * What one quote is sliced with: the owner's printer profile (or the shipped default), the
 * material's and the quality's, whether the material prints with supports, and the runner's
 * overrides. The hash changes whenever any of them does, so a changed profile re-slices.
 */
export async function readSliceSetup(
  db: Executor,
  quote: { materialId: string | null; quality: string; infillPercent: number },
  densityGPerCm3: number,
  slicerVersion: string,
): Promise<SliceSetup> {
  const rows = await db
    .select()
    .from(slicerProfiles)
    .where(
      or(
        eq(slicerProfiles.kind, 'printer'),
        and(eq(slicerProfiles.kind, 'material'), eq(slicerProfiles.target, quote.materialId ?? '')),
        and(eq(slicerProfiles.kind, 'quality'), eq(slicerProfiles.target, quote.quality)),
      ),
    );
  const printer = pickProfile(rows, 'printer', 'default')?.ini ?? DEFAULT_PRINTER_INI;
  const materialRow = pickProfile(rows, 'material', quote.materialId ?? '');
  const material = materialRow?.ini ?? DEFAULT_MATERIAL_INI;
  const quality =
    pickProfile(rows, 'quality', quote.quality)?.ini ??
    DEFAULT_QUALITY_INI[quote.quality as PrintQuality] ??
    DEFAULT_QUALITY_INI.standard;
  const supports = materialRow?.supports ?? false;
  const overrides = [
    `fill_density = ${quote.infillPercent}%`,
    `support_material = ${supports ? 1 : 0}`,
    'post_process = ',
    'output_filename_format = out.gcode',
    'gcode_binary = 0',
    'binary_gcode = 0',
    'complete_objects = 0',
    '',
  ].join('\n');
  const bed = printerBed(printer);
  const hash = createHash('sha256')
    .update(JSON.stringify([slicerVersion, printer, material, quality, overrides, densityGPerCm3]))
    .digest('hex')
    .slice(0, 32);
  return { profiles: [printer, material, quality], overrides, bed, supports, hash };
}
