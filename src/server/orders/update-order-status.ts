import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/sales';
import type { OrderStatus } from '#core/orders/order-lifecycle';
import { notFound } from '../lib/domain-error';
import { recordEvent } from '../outbox/domain-event';

/**
 * SPEC §4: the admin may set any status in any order. The change and its `order.status_changed`
 * event are one transaction; the caller dispatches `eventIds` after it.
 */
export async function updateOrderStatus(db: Database, id: string, status: OrderStatus) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerEmail: orders.customerEmail,
        status: orders.status,
      });
    if (!row) throw notFound('Order not found');
    const eventId = await recordEvent(tx, {
      type: 'order.status_changed',
      orderId: row.id,
      orderNumber: row.orderNumber,
      customerEmail: row.customerEmail,
      status: row.status,
    });
    return { row, eventIds: [eventId] };
  });
}
