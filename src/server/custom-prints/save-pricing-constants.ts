import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/operations';
import { PRICING_SETTINGS_KEY, type PricingConstants } from '#core/custom-prints/print-schemas';

export async function savePricingConstants(
  db: Executor,
  constants: PricingConstants,
): Promise<PricingConstants> {
  await db
    .insert(settings)
    .values({ key: PRICING_SETTINGS_KEY, value: constants })
    .onConflictDoUpdate({ target: settings.key, set: { value: constants, updatedAt: new Date() } });
  return constants;
}
