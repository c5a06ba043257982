import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { orders } from '../../db/schema/sales';
import { notFound } from '../lib/domain-error';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order row, locked until the transaction ends: a change planned from it cannot race
 * another (a payment webhook racing a cancel waits here, then plans from what the cancel left).
 */
export async function lockOrder(tx: Transaction, id: string): Promise<OrderRow> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!current) throw notFound('Order not found');
  return current;
}
