import type { Executor } from '../../db/client';
import { mergeStoredPaymentSettings, type PaymentSettings } from '#core/payments/payment-settings';
import { readSetting } from '../lib/setting-row';

/** The `payment` section over its defaults (a fresh shop: no payment collected). */
export async function readPaymentSettings(db: Executor): Promise<PaymentSettings> {
  return mergeStoredPaymentSettings(await readSetting(db, 'payment'));
}
