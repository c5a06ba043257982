import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema/sales';
import type { OrderStatus } from '../../../core/orders/order-admin-input';
import { notFound } from '../../lib/http-error';
import type { EventBus } from '../../lib/event-bus';

/** SPEC §4: the admin may set any status in any order. */
export async function updateOrderStatus(db: Executor, events: EventBus, id: string, status: OrderStatus) {
  const [row] = await db
    .update(orders)
    .set({ status, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning({ id: orders.id, orderNumber: orders.orderNumber, customerEmail: orders.customerEmail, status: orders.status });
  if (!row) throw notFound('Order not found');
  await events.publish({ type: 'order.updated', orderId: row.id, orderNumber: row.orderNumber, customerEmail: row.customerEmail, status: row.status });
  return row;
}
