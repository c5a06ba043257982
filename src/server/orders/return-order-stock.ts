import { and, eq, sql } from 'drizzle-orm';
import { findEffect, type ChangePlan } from '#core/orders/order-change-event';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { discountCodes, orderItems } from '../../db/schema/sales';
import { conflict } from '../lib/domain-error';
import type { OrderRow } from './lock-order';

/**
 * What a change gave back besides money: the products whose stock moved, whether the owner
 * kept the units off stock (decision 171), and the discount use.
 */
export type ReturnedGoods = {
  stockChanged: string[];
  stockKept: boolean;
  discountReleased: boolean;
};

/**
 * Gives back what the plan says the order no longer holds: the whole order's stock (a cancel),
 * a refunded line's units, and the discount code's use. Answers what moved, for the timeline
 * entry and for the live update of the products' stock.
 */
export async function returnOrderStock(
  tx: Executor,
  current: OrderRow,
  plan: ChangePlan,
  { restock }: { restock: boolean },
): Promise<ReturnedGoods> {
  const whole = findEffect(plan, 'return_stock');
  const stockChanged = whole && restock ? await returnStock(tx, current.id) : [];
  const lineStock = findEffect(plan, 'return_line_stock');
  if (lineStock)
    stockChanged.push(...(await returnLineStock(tx, current.id, lineStock.lines, restock)));
  const codeId = findEffect(plan, 'release_discount_use') ? current.discountCodeId : null;
  if (codeId)
    await tx
      .update(discountCodes)
      .set({ usesCount: sql`${discountCodes.usesCount} - 1` })
      .where(and(eq(discountCodes.id, codeId), sql`${discountCodes.usesCount} > 0`));
  return {
    stockChanged,
    stockKept: !restock && Boolean(whole || lineStock),
    discountReleased: codeId !== null,
  };
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
 * fails the check and rolls back) and, unless the owner keeps them off stock, their stock
 * returned. Answers the products whose stock changed.
 */
async function returnLineStock(
  tx: Executor,
  orderId: string,
  lines: { itemId: string; quantity: number }[],
  restock: boolean,
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
    if (restock && item.productId && item.variantId) {
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
