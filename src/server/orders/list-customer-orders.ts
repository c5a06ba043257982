import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema/sales';
import type { OrderView } from '#core/orders/order-responses';
import type { CustomerOrdersQuery } from '#core/orders/customer-orders-query';
import { pageOffset, type Page } from '#core/lists/list-query';
import { countWhere } from '../lib/count-where';
import { toOrderView } from './to-order-view';
import { ordersOwnedBy, type OrderOwner } from '../../db/orders-owned-by';

/** SPEC §7: orders with their items, newest first, a page at a time with the total. */
export async function listCustomerOrders(
  db: Executor,
  owner: OrderOwner,
  query: CustomerOrdersQuery,
): Promise<Page<OrderView>> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(ordersOwnedBy(owner))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    countWhere(db, orders, ordersOwnedBy(owner)),
  ]);
  return { items: await withItems(db, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function findCustomerOrder(
  db: Executor,
  owner: OrderOwner,
  orderId: string,
): Promise<OrderView | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersOwnedBy(owner)));
  const [view] = await withItems(db, rows);
  return view ?? null;
}

export async function withItems(
  db: Executor,
  rows: (typeof orders.$inferSelect)[],
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  return rows.map((row) =>
    toOrderView(
      row,
      items.filter((item) => item.orderId === row.id),
    ),
  );
}
