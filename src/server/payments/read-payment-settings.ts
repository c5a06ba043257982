import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/operations';
import { mergeStoredPaymentSettings, type PaymentSettings } from '#core/payments/payment-settings';

/** The `payment` section over its defaults (a fresh shop: no payment collected). */
export async function readPaymentSettings(db: Executor): Promise<PaymentSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'payment'));
  return mergeStoredPaymentSettings(row?.value);
}
