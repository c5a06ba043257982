import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders } from '../../../db/schema/sales';
import type { ShipmentInput } from '../../../core/orders/order-admin-input';
import { conflict, notFound } from '../../lib/http-error';
import type { EventBus } from '../../lib/event-bus';
import type { Mailer } from '../../lib/mailer';
import { getShopSettings, type SettingsEnv } from '../settings/get-shop-settings';
import { shippedEmail } from './shipped-email';

/**
 * Records the parcel: tracking number and link, shipped_at (kept from the first shipment when
 * the tracking is corrected), fulfilled, and status shipped unless already delivered. Then the
 * customer gets the 'shipped' e-mail if the shipment notification is on.
 */
export async function shipOrder(
  deps: { db: Database; events: EventBus; mailer: Mailer; env: SettingsEnv },
  id: string,
  input: ShipmentInput,
) {
  const [current] = await deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  if (!current) throw notFound('Order not found');
  if (current.status === 'cancelled') throw conflict('A cancelled order cannot be shipped', 'order_cancelled');
  const [order] = await deps.db
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
  await deps.events.publish({
    type: 'order.updated',
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerEmail: order.customerEmail,
    status: order.status,
  });
  const settings = await getShopSettings(deps.db, deps.env);
  let emailSent = false;
  if (settings.notifications.shipment) {
    await deps.mailer.send(shippedEmail(order, settings.general.storeName));
    emailSent = true;
  }
  return { order, emailSent };
}
