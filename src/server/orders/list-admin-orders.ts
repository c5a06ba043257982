import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema/sales';
import type { AdminOrdersExportQuery, AdminOrdersQuery } from '#core/orders/order-lists';
import { pageOffset, prefixPattern, type Page } from '#core/lists/list-query';
import { notFound } from '../lib/domain-error';
import { countWhere } from '../lib/count-where';
import { countOrders } from './count-orders';
import { pickupPlaceOf } from './to-order-view';

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  productName: orderItems.productName,
  variantId: orderItems.variantId,
  variantTitle: orderItems.variantTitle,
  sku: orderItems.sku,
  image: orderItems.image,
  quantity: orderItems.quantity,
  price: orderItems.price,
  total: orderItems.total,
  refundedQuantity: orderItems.refundedQuantity,
};

type OrderRow = typeof orders.$inferSelect;
type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

async function itemsOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select(itemColumns)
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.createdAt));
}

/** The order as the admin sees it; internal fields (idempotency key) stay on the server. */
function shape(order: OrderRow, items: ItemRow[]) {
  const { idempotencyKey: _key, stripeSessionId: _session, stripeCheckoutUrl, ...rest } = order;
  // Stripe's page only while the card checkout is open (decision 131), as the customer sees it.
  const open =
    order.paymentMethod === 'stripe' &&
    order.status === 'pending' &&
    order.paymentStatus === 'pending';
  return {
    ...rest,
    pickup: pickupPlaceOf(order),
    items,
    checkoutUrl: open ? stripeCheckoutUrl : null,
  };
}

/** Items by order in one pass, so shaping a 500-order export batch stays linear in its items. */
function byOrder(items: ItemRow[]): Map<string, ItemRow[]> {
  const grouped = new Map<string, ItemRow[]>();
  for (const item of items) {
    const list = grouped.get(item.orderId);
    if (list) list.push(item);
    else grouped.set(item.orderId, [item]);
  }
  return grouped;
}
export type AdminOrder = ReturnType<typeof shape>;

/** Sort keys (whitelisted in core) to columns; each is indexed together with the filters (migration 0008). */
export const ORDER_SORT_COLUMNS = {
  createdAt: { column: orders.createdAt, type: sql`timestamptz` },
  orderNumber: { column: orders.orderNumber, type: sql`text` },
  total: { column: orders.total, type: sql`numeric` },
} as const;

/** Status filter and prefix search (order number, customer e-mail or name), each backed by an index. */
export function orderFilter(
  query: Pick<AdminOrdersQuery, 'status' | 'q' | 'productionStatus'>,
): SQL | undefined {
  const pattern = query.q ? prefixPattern(query.q) : undefined;
  return and(
    query.status ? eq(orders.status, query.status) : undefined,
    // How its print jobs stand (decision 170), beside the status: a partial index serves it.
    query.productionStatus ? eq(orders.productionStatus, query.productionStatus) : undefined,
    pattern
      ? or(
          sql`lower(${orders.orderNumber}) like ${pattern}`,
          sql`lower(${orders.customerEmail}) like ${pattern}`,
          sql`lower(${orders.customerName}) like ${pattern}`,
        )
      : undefined,
  );
}

export function orderSort(query: Pick<AdminOrdersQuery, 'sort' | 'dir'>): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  return [by(ORDER_SORT_COLUMNS[query.sort].column), by(orders.id)];
}

/** SPEC §7: one page of orders with their items, filtered, searched and sorted on the server. */
export async function listAdminOrders(
  db: Executor,
  query: AdminOrdersQuery,
): Promise<Page<AdminOrder>> {
  const where = orderFilter(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderSort(query))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    // Not searched: the trigger-kept counts (decision 052), not a count(*) over every order.
    query.q || query.productionStatus
      ? countWhere(db, orders, where)
      : countOrders(db, query.status),
  ]);
  const items = byOrder(
    await itemsOf(
      db,
      rows.map((r) => r.id),
    ),
  );
  return {
    items: rows.map((row) => shape(row, items.get(row.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Every matching order, a batch at a time, in the list's order: keyset paging on (sort key, id),
 * so each batch is one short indexed query and nothing holds a transaction or all rows at once.
 */
export async function* eachAdminOrder(
  db: Executor,
  query: AdminOrdersExportQuery,
  batchSize = 500,
): AsyncGenerator<AdminOrder> {
  const { column, type } = ORDER_SORT_COLUMNS[query.sort];
  const where = orderFilter(query);
  const compare = query.dir === 'asc' ? sql`>` : sql`<`;
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${column}, ${orders.id}) ${compare} (cast(${after.key} as ${type}), cast(${after.id} as uuid))`
      : undefined;
    const rows: { order: OrderRow; key: string }[] = await db
      .select({ order: orders, key: sql<string>`${column}::text` })
      .from(orders)
      .where(and(where, cursor))
      .orderBy(...orderSort(query))
      .limit(batchSize);
    if (rows.length === 0) return;
    const items = byOrder(
      await itemsOf(
        db,
        rows.map((r) => r.order.id),
      ),
    );
    for (const row of rows) yield shape(row.order, items.get(row.order.id) ?? []);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.key, id: last.order.id };
  }
}

export async function findAdminOrder(db: Executor, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('Order not found');
  return shape(row, await itemsOf(db, [row.id]));
}
