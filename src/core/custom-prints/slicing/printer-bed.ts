import { DEFAULT_PRINTER_INI } from './default-slicer-profiles';
import { bedSizeOf, parseSlicerIni, type BedSize } from './slicer-ini';

/** The shipped printer profile's bed (250 × 210 × 210 mm). */
export const DEFAULT_PRINTER_BED: BedSize = printerBedOrNull(DEFAULT_PRINTER_INI)!;

function printerBedOrNull(ini: string): BedSize | null {
  const parsed = parseSlicerIni(ini);
  return parsed.ok ? bedSizeOf(parsed.entries) : null;
}

/**
 * What fits (decision 126): the bed of the owner's printer profile, or of the shipped default
 * when there is none (or a stored one from before uploads had to say their bed).
 */
export function printerBed(ini: string | null | undefined): BedSize {
  return (ini ? printerBedOrNull(ini) : null) ?? DEFAULT_PRINTER_BED;
}
