import type { Executor } from '../../db/client';
import {
  POLICIES_SETTING_KEY,
  mergeStoredPolicies,
  type ShopPolicies,
} from '#core/settings/shop-policies';
import { readSetting } from '../lib/setting-row';

/** The shop's policies (decision 173): the saved row over the default texts. */
export async function readShopPolicies(db: Executor): Promise<ShopPolicies> {
  return mergeStoredPolicies(await readSetting(db, POLICIES_SETTING_KEY));
}
