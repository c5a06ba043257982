import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/sales';
import type { OrderView } from '#core/orders/order-responses';
import { withItems } from '../orders/list-customer-orders';

/** The order first placed under this key, with the fingerprint of its request (null on old orders). */
export async function findOrderByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<{ order: OrderView; requestFingerprint: string | null } | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  const [order] = await withItems(db, rows);
  return order ? { order, requestFingerprint: rows[0]!.requestFingerprint } : null;
}
