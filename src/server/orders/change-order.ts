import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { discountCodes, orderEvents, orderItems, orders } from '../../db/schema/sales';
import { fromCents, toCents, type Cents } from '#core/money';
import {
  planOrderChange,
  type OrderAction,
  type OrderEffect,
  type OrderState,
} from '#core/orders/order-lifecycle';
import type { OrderEventKind } from '#core/orders/order-timeline';
import { conflict, notFound } from '../lib/domain-error';
import { recordEvent } from '../domain-events/domain-event';
import { toOrderView } from './to-order-view';

/** Who made a change, as the timeline names them. */
export type OrderActor = { userId: string | null; label: string };

type OrderRow = typeof orders.$inferSelect;

/**
 * Gives money back through the order's own payment method (decision 130; app.payments.refund).
 * Called inside the transaction, with the row locked: a failed refund changes nothing, and the
 * key makes a retry of the same refund the same refund at the provider.
 */
export type RefundCall = (
  order: OrderRow,
  amount: Cents,
  idempotencyKey: string,
) => Promise<{ refundId: string | null }>;

export type ChangeExtra = {
  reason?: string;
  /** Needed for any change that refunds (cancel of a paid order, a refund). */
  refund?: RefundCall;
  /**
   * Closes a payment still open at the provider when an unpaid order is cancelled (a card
   * checkout page the customer could still pay on). Callers that close it themselves first
   * (the expiry sweep, Stripe's own expired event) leave it out.
   */
  closePayment?: (order: OrderRow) => Promise<void>;
  /** With mark_paid from Stripe: what paid it. */
  paymentIntentId?: string;
  sessionId?: string;
};

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
  extra: ChangeExtra = {},
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
        ...(action.type === 'mark_paid' && extra.paymentIntentId
          ? { stripePaymentIntentId: extra.paymentIntentId }
          : {}),
        ...(action.type === 'mark_paid' && extra.sessionId
          ? { stripeSessionId: extra.sessionId }
          : {}),
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
    const lineStock = has('return_line_stock');
    if (lineStock) stockChanged.push(...(await returnLineStock(tx, id, lineStock.lines)));
    if (has('release_discount_use') && current.discountCodeId)
      await tx
        .update(discountCodes)
        .set({ usesCount: sql`${discountCodes.usesCount} - 1` })
        .where(
          and(eq(discountCodes.id, current.discountCodeId), sql`${discountCodes.usesCount} > 0`),
        );

    const refund = has('refund');
    // Money back through the method that took it (a card through Stripe); none and manual only
    // record it (the owner pays back by hand). Refused here, the whole change rolls back.
    let refundId: string | null = null;
    if (refund && current.paymentMethod !== 'none') {
      if (!extra.refund) throw new Error('changeOrder: a refund needs the payment adapters');
      ({ refundId } = await extra.refund(
        current,
        refund.amount,
        `refund-${id}-${toCents(current.refundedAmount)}-${refund.amount}`,
      ));
    }
    // With the row locked: a payment webhook racing this cancel waits, then finds the order
    // cancelled and gives the money back (handle-stripe-event's late payment).
    if (has('close_payment') && extra.closePayment) await extra.closePayment(current);
    await tx.insert(orderEvents).values({
      orderId: id,
      actorUserId: actor.userId,
      actorLabel: actor.label,
      kind: timelineKind(action),
      detail: {
        ...(current.status !== order.status ? { from: current.status, to: order.status } : {}),
        ...(refund ? { amount: fromCents(refund.amount) } : {}),
        ...(refundId ? { refundId } : {}),
        ...(action.type === 'refund_to'
          ? { amount: fromCents(plan.next.refunded - toCents(current.refundedAmount)) }
          : {}),
        ...(action.type === 'mark_paid' ? { method: current.paymentMethod } : {}),
        ...(tracking ? { trackingNumber: tracking.trackingNumber } : {}),
        ...(stockChanged.length > 0 || has('return_stock') ? { stockReturned: true } : {}),
        ...(lineStock ? { lines: lineStock.lines } : {}),
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
    const eventId =
      action.type === 'mark_paid'
        ? await recordEvent(tx, {
            type: 'order.paid',
            order: toOrderView(
              order,
              await tx.select().from(orderItems).where(eq(orderItems.orderId, id)),
            ),
          })
        : has('send_shipped_mail')
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
  if (action.type === 'refund' || action.type === 'refund_to' || action.type === 'refund_lines')
    return 'refunded';
  if (action.type === 'mark_paid') return 'paid';
  return 'status_changed';
}

/**
 * Puts each line's units back on the stock of the variant it sold, in one statement (decision
 * 136): made-to-order variants took none, and lines whose variant was removed have none to
 * return. Answers the products whose stock changed.
 */
async function returnStock(tx: Executor, orderId: string): Promise<string[]> {
  const rows = await queryRows<{ product_id: string }>(
    tx,
    sql`update product_variants v set quantity = v.quantity + l.quantity, updated_at = now()
        from (select variant_id, sum(quantity - refunded_quantity)::int as quantity from order_items
              where order_id = ${orderId} and variant_id is not null group by variant_id) l
        where v.id = l.variant_id and v.inventory_policy = 'track'
        returning v.product_id`,
  );
  return [...new Set(rows.map((r) => r.product_id))];
}

/**
 * A refund by line: each line's refunded units counted (never past its quantity: a raced repeat
 * fails the check and rolls back) and their stock returned. Answers the products whose stock changed.
 */
async function returnLineStock(
  tx: Executor,
  orderId: string,
  lines: { itemId: string; quantity: number }[],
): Promise<string[]> {
  const changed: string[] = [];
  for (const line of lines) {
    const [item] = await tx
      .update(orderItems)
      .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${line.quantity}` })
      .where(
        and(
          eq(orderItems.id, line.itemId),
          eq(orderItems.orderId, orderId),
          sql`${orderItems.refundedQuantity} + ${line.quantity} <= ${orderItems.quantity}`,
        ),
      )
      .returning({ productId: orderItems.productId, variantId: orderItems.variantId });
    if (!item)
      throw conflict('That line was refunded meanwhile; reload the order', 'order_changed');
    // Back to the variant that sold the units, when it still exists and is tracked (decision 136).
    if (item.productId && item.variantId) {
      await queryRows(
        tx,
        sql`update product_variants set quantity = quantity + ${line.quantity}, updated_at = now()
            where id = ${item.variantId} and inventory_policy = 'track'`,
      );
      changed.push(item.productId);
    }
  }
  return changed;
}
