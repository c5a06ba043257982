import { and, desc, eq, isNotNull } from 'drizzle-orm';
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
    // A pickup order has no address to offer (decision 172): the last one that shipped does.
    .where(and(eq(orders.userId, userId), isNotNull(orders.shippingAddress)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return toLastAddress(
    last?.shippingAddress ? { ...last, shippingAddress: last.shippingAddress } : undefined,
  );
}
