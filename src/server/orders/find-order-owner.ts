import { eq } from 'drizzle-orm';
import type { OrderOwner } from '#core/realtime/realtime-protocol';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/sales';

/** Who an order belongs to (the live channel sends an order's events only to its owner), or null. */
export async function findOrderOwner(db: Executor, orderId: string): Promise<OrderOwner | null> {
  const [order] = await db
    .select({ userId: orders.userId, email: orders.customerEmail })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ?? null;
}
