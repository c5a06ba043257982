import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/operations';
import {
  DEFAULT_PRICING_CONSTANTS,
  PRICING_SETTINGS_KEY,
  pricingConstantsSchema,
  type PricingConstants,
} from '#core/custom-prints/print-schemas';

/** The owner's formula constants; the defaults until they are first saved. */
export async function findPricingConstants(db: Executor): Promise<PricingConstants> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, PRICING_SETTINGS_KEY));
  const parsed = pricingConstantsSchema.safeParse({
    ...DEFAULT_PRICING_CONSTANTS,
    ...(row?.value as object | undefined),
  });
  return parsed.success ? parsed.data : DEFAULT_PRICING_CONSTANTS;
}
