import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/sales';
import { toLastAddress, type LastAddress } from '#core/checkout/last-address';

/**
 * The signed-in customer's last order's address, for checkout to fill in. Only orders this
 * account placed (by user id, never by e-mail: decision 113), newest first, on the
 * (user_id, created_at) index.
 */
export async function findLastAddress(db: Executor, userId: string): Promise<LastAddress> {
  const [last] = await db
    .select({ shippingAddress: orders.shippingAddress, customerPhone: orders.customerPhone })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return toLastAddress(last);
}
