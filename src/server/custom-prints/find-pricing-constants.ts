import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/operations';
import { PRICING_SETTINGS_KEY, type PricingConstants } from '#core/custom-prints/print-schemas';
import { parseStoredPricingConstants } from '#core/custom-prints/stored-pricing-constants';

/** The owner's formula constants; the defaults until they are first saved, filled in for newer keys. */
export async function findPricingConstants(db: Executor): Promise<PricingConstants> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, PRICING_SETTINGS_KEY));
  return parseStoredPricingConstants(row?.value);
}
