import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/sales';
import type { OrderView } from '#core/orders/order-responses';
import { withItems } from './list-customer-orders';

export async function findOrderByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<OrderView | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  const [view] = await withItems(db, rows);
  return view ?? null;
}
