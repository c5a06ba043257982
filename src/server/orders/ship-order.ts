import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/sales';
import type { ShipmentInput } from '#core/orders/order-admin-input';
import { conflict, notFound } from '../lib/domain-error';
import { recordEvent } from '../outbox/domain-event';

/**
 * Records the parcel: tracking number and link, shipped_at (kept from the first shipment when
 * the tracking is corrected), fulfilled, and status shipped unless already delivered. In the
 * same transaction, the `order.shipped` event: its dispatch sends the customer the 'shipped'
 * e-mail if the shipment notification is on, and the live update.
 */
export async function shipOrder(db: Database, id: string, input: ShipmentInput) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!current) throw notFound('Order not found');
    if (current.status === 'cancelled')
      throw conflict('A cancelled order cannot be shipped', 'order_cancelled');
    const [order] = await tx
      .update(orders)
      .set({
        trackingNumber: input.trackingNumber,
        trackingUrl: input.trackingUrl,
        shippedAt: sql`coalesce(${orders.shippedAt}, now())`,
        fulfillmentStatus: 'fulfilled',
        status: sql`case when ${orders.status} in ('delivered', 'cancelled') then ${orders.status} else 'shipped' end`,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, id))
      .returning();
    if (!order) throw notFound('Order not found');
    const eventId = await recordEvent(tx, {
      type: 'order.shipped',
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerEmail: order.customerEmail,
      customerName: order.customerName,
      status: order.status,
      trackingNumber: order.trackingNumber,
      trackingUrl: order.trackingUrl,
    });
    return { order, eventIds: [eventId] };
  });
}
