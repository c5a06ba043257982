import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems } from '../../db/schema/sales';
import { toCents } from '#core/money';
import type { RefundLine } from '#core/orders/order-lifecycle';
import type { OrderLineRefundInput } from '#core/orders/order-admin-input';
import { badRequest, notFound } from '../lib/domain-error';

/**
 * The owner's refund by line with what the order knows of each line: the price it charged and
 * the units not refunded yet. Read before the order's lock; the conditional update in
 * changeOrder is the guard against a raced repeat.
 */
export async function resolveRefundLines(
  db: Executor,
  orderId: string,
  input: OrderLineRefundInput['lines'],
): Promise<RefundLine[]> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  if (items.length === 0) throw notFound('Order not found');
  return input.map((line) => {
    const item = items.find((i) => i.id === line.itemId);
    if (!item) throw badRequest('That line is not on this order', 'refund_line_invalid');
    return {
      itemId: item.id,
      quantity: line.quantity,
      unitPrice: toCents(item.price),
      refundable: item.quantity - item.refundedQuantity,
      hasStock: item.productId !== null,
    };
  });
}
