import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/operations';
import { mergeStoredTaxSettings, type TaxSettings } from '#core/settings/shop-settings';

/**
 * The tax section alone, for checkout to show what the order will be charged; the order itself
 * reads the same row in its own transaction (order-statements.ts).
 */
export async function readTaxSettings(db: Executor): Promise<TaxSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'tax'));
  return mergeStoredTaxSettings(row?.value);
}
