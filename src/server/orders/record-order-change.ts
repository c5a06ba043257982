import { eq } from 'drizzle-orm';
import { fromCents } from '#core/money';
import type { OrderChangeEvent } from '#core/orders/order-change-event';
import type { Executor } from '../../db/client';
import { orderItems } from '../../db/schema/sales';
import { recordEvent } from '../domain-events/domain-event';
import type { OrderRow } from './lock-order';
import { pickupPlaceOf, toOrderView } from './to-order-view';

/**
 * Writes the change's outbox event (chosen by core's chooseOrderEvent) in the change's
 * transaction; its dispatch after the commit sends the mail and the live update. A payment
 * carries the whole order, its lines read here: the card order's confirmation mail is built
 * from it.
 */
export async function recordOrderChange(
  tx: Executor,
  event: OrderChangeEvent,
  order: OrderRow,
  { reason, notifyCustomer }: { reason: string | undefined; notifyCustomer: boolean },
): Promise<string> {
  const base = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerEmail: order.customerEmail,
    status: order.status,
  };
  switch (event.type) {
    case 'order.paid':
      return recordEvent(tx, {
        type: 'order.paid',
        order: toOrderView(
          order,
          await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
        ),
      });
    case 'order.shipped':
      return recordEvent(tx, {
        type: 'order.shipped',
        ...base,
        customerName: order.customerName,
        trackingNumber: order.trackingNumber,
        trackingUrl: order.trackingUrl,
        pickup: pickupPlaceOf(order),
      });
    case 'order.refunded':
      return recordEvent(tx, {
        type: 'order.refunded',
        ...base,
        customerName: order.customerName,
        amount: fromCents(event.amount),
        refundedTotal: order.refundedAmount,
        orderTotal: order.total,
        cancelled: order.status === 'cancelled',
        reason: reason ?? null,
        notifyCustomer,
        paymentMethod: order.paymentMethod,
      });
    case 'order.status_changed':
      return recordEvent(tx, { type: 'order.status_changed', ...base });
  }
}
