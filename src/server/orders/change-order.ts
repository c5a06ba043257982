import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { discountCodes, orderEvents, orders } from '../../db/schema/sales';
import { fromCents, toCents } from '#core/money';
import {
  planOrderChange,
  type OrderAction,
  type OrderEffect,
  type OrderState,
} from '#core/orders/order-lifecycle';
import type { OrderEventKind } from '#core/orders/order-timeline';
import { conflict, notFound } from '../lib/domain-error';
import { recordEvent } from '../outbox/domain-event';

/** Who made a change, as the timeline names them. */
export type OrderActor = { userId: string | null; label: string };

type OrderRow = typeof orders.$inferSelect;

function toState(row: OrderRow): OrderState {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfillmentStatus: row.fulfillmentStatus,
    total: toCents(row.total),
    refunded: toCents(row.refundedAmount),
    shipped: row.shippedAt !== null,
  };
}

/**
 * The one place that changes an order's lifecycle (decision 127): the status select, the
 * shipment form and refunds all come here. In ONE transaction: the order row locked, the core
 * plan, the row updated only if it still has the status and refund it was planned from, stock
 * and the discount use given back, the timeline entry, and the outbox event whose dispatch
 * sends the shipped mail and the live update. The caller dispatches `eventIds` after commit.
 */
export async function changeOrder(
  db: Database,
  id: string,
  action: OrderAction,
  actor: OrderActor,
  extra: { reason?: string } = {},
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!current) throw notFound('Order not found');
    const plan = planOrderChange(toState(current), action);
    if (!plan.ok) throw conflict(plan.reason, plan.code);
    if (!plan.changed)
      return { order: current, eventIds: [] as string[], stockChanged: [] as string[] };
    const has = <T extends OrderEffect['type']>(type: T) =>
      plan.effects.find((e): e is Extract<OrderEffect, { type: T }> => e.type === type);
    const tracking = has('set_tracking');
    const [order] = await tx
      .update(orders)
      .set({
        status: plan.next.status,
        paymentStatus: plan.next.paymentStatus,
        fulfillmentStatus: plan.next.fulfillmentStatus,
        refundedAmount: fromCents(plan.next.refunded),
        ...(tracking
          ? { trackingNumber: tracking.trackingNumber, trackingUrl: tracking.trackingUrl }
          : {}),
        ...(has('set_shipped_at') ? { shippedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.status, current.status),
          eq(orders.refundedAmount, current.refundedAmount),
        ),
      )
      .returning();
    if (!order)
      throw conflict('The order changed meanwhile; reload it and try again', 'order_changed');

    const stockChanged = has('return_stock') ? await returnStock(tx, id) : [];
    if (has('release_discount_use') && current.discountCodeId)
      await tx
        .update(discountCodes)
        .set({ usesCount: sql`${discountCodes.usesCount} - 1` })
        .where(
          and(eq(discountCodes.id, current.discountCodeId), sql`${discountCodes.usesCount} > 0`),
        );

    const refund = has('refund');
    await tx.insert(orderEvents).values({
      orderId: id,
      actorUserId: actor.userId,
      actorLabel: actor.label,
      kind: timelineKind(action),
      detail: {
        ...(current.status !== order.status ? { from: current.status, to: order.status } : {}),
        ...(refund ? { amount: fromCents(refund.amount) } : {}),
        ...(tracking ? { trackingNumber: tracking.trackingNumber } : {}),
        ...(stockChanged.length > 0 || has('return_stock') ? { stockReturned: true } : {}),
        ...(has('release_discount_use') && current.discountCodeId
          ? { discountReleased: true }
          : {}),
      },
      note: extra.reason ?? null,
    });

    const base = {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerEmail: order.customerEmail,
      status: order.status,
    };
    // Money given back is told to the customer (decision 132); the live update goes with it.
    const eventId = has('send_shipped_mail')
      ? await recordEvent(tx, {
          type: 'order.shipped',
          ...base,
          customerName: order.customerName,
          trackingNumber: order.trackingNumber,
          trackingUrl: order.trackingUrl,
        })
      : refund && refund.amount > 0
        ? await recordEvent(tx, {
            type: 'order.refunded',
            ...base,
            customerName: order.customerName,
            amount: fromCents(refund.amount),
            refundedTotal: order.refundedAmount,
            orderTotal: order.total,
            cancelled: order.status === 'cancelled',
            reason: extra.reason ?? null,
          })
        : await recordEvent(tx, { type: 'order.status_changed', ...base });
    return { order, eventIds: [eventId], stockChanged };
  });
}

function timelineKind(action: OrderAction): OrderEventKind {
  if (action.type === 'ship') return 'shipped';
  if (action.type === 'refund') return 'refunded';
  return 'status_changed';
}

/**
 * Puts each line's units back on its product's stock, in one statement (lines whose product was
 * deleted have none to return). Answers the products whose stock changed.
 */
async function returnStock(tx: Executor, orderId: string): Promise<string[]> {
  const rows = await queryRows<{ product_id: string }>(
    tx,
    sql`update inventory i set quantity = i.quantity + l.quantity, updated_at = now()
        from (select product_id, sum(quantity)::int as quantity from order_items
              where order_id = ${orderId} and product_id is not null group by product_id) l
        where i.product_id = l.product_id
        returning i.product_id`,
  );
  return rows.map((r) => r.product_id);
}
