import type { Executor } from '../../db/client';
import { readSetting } from '../lib/setting-row';
import { mergeStoredTaxSettings, type TaxSettings } from '#core/settings/shop-settings';

/**
 * The tax section alone, for checkout to show what the order will be charged; the order itself
 * reads the same row in its own transaction (order-statements.ts).
 */
export async function readTaxSettings(db: Executor): Promise<TaxSettings> {
  return mergeStoredTaxSettings(await readSetting(db, 'tax'));
}
