import { and, eq } from 'drizzle-orm';
import type { BedSize } from '#core/custom-prints/slicing/slicer-ini';
import { printerBed } from '#core/custom-prints/slicing/printer-bed';
import type { Executor } from '../../../db/client';
import { slicerProfiles } from '../../../db/schema/custom-prints';

/** The one build volume (decision 126): the owner's printer profile's bed, or the shipped one. */
export async function readPrinterBed(db: Executor): Promise<BedSize> {
  const [row] = await db
    .select({ ini: slicerProfiles.ini })
    .from(slicerProfiles)
    .where(and(eq(slicerProfiles.kind, 'printer'), eq(slicerProfiles.target, 'default')));
  return printerBed(row?.ini);
}
