import type { Executor } from '../../db/client';
import { readSetting } from '../lib/setting-row';
import { PRICING_SETTINGS_KEY, type PricingConstants } from '#core/custom-prints/print-schemas';
import { parseStoredPricingConstants } from '#core/custom-prints/stored-pricing-constants';

/** The owner's formula constants; the defaults until they are first saved, filled in for newer keys. */
export async function findPricingConstants(db: Executor): Promise<PricingConstants> {
  return parseStoredPricingConstants(await readSetting(db, PRICING_SETTINGS_KEY));
}
