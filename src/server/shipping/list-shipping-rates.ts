import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shippingRates } from '../../db/schema/sales';

/** SPEC §7: shipping rates by created_at, newest first. */
export async function listShippingRates(db: Executor) {
  return db.select().from(shippingRates).orderBy(desc(shippingRates.createdAt), shippingRates.name);
}
