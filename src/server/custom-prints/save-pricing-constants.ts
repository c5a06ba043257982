import type { Executor } from '../../db/client';
import { writeSetting } from '../lib/setting-row';
import { PRICING_SETTINGS_KEY, type PricingConstants } from '#core/custom-prints/print-schemas';

export async function savePricingConstants(
  db: Executor,
  constants: PricingConstants,
): Promise<PricingConstants> {
  await writeSetting(db, PRICING_SETTINGS_KEY, constants);
  return constants;
}
