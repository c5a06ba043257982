import type { Executor } from '../../db/client';
import { POLICIES_SETTING_KEY, type ShopPolicies } from '#core/settings/shop-policies';
import { writeSetting } from '../lib/setting-row';

/** Saves the four policies whole (decision 173); the public pages show them from the next read. */
export async function saveShopPolicies(db: Executor, next: ShopPolicies): Promise<ShopPolicies> {
  await writeSetting(db, POLICIES_SETTING_KEY, next);
  return next;
}
