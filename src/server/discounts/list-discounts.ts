import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { discountCodes } from '../../db/schema/sales';

/** SPEC §7: discount codes newest first. */
export async function listDiscounts(db: Executor) {
  return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), discountCodes.code);
}
