import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderItems, orders } from '../../../db/schema/sales';
import type { OrderStatus } from '../../../core/orders/order-admin-input';
import { notFound } from '../../lib/http-error';

export const ADMIN_ORDERS_LIMIT = 500;

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  productName: orderItems.productName,
  sku: orderItems.sku,
  image: orderItems.image,
  quantity: orderItems.quantity,
  price: orderItems.price,
  total: orderItems.total,
};

type OrderRow = typeof orders.$inferSelect;
type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

async function itemsOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db.select(itemColumns).from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.createdAt));
}

/** The order as the admin sees it; internal fields (idempotency key) stay on the server. */
function shape(order: OrderRow, items: ItemRow[]) {
  const { idempotencyKey: _key, ...rest } = order;
  return { ...rest, items: items.filter((i) => i.orderId === order.id) };
}
export type AdminOrder = ReturnType<typeof shape>;

/** SPEC §7: orders with their items, newest first, optionally of one status. */
export async function listAdminOrders(db: Executor, status?: OrderStatus) {
  const rows = await db
    .select()
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt))
    .limit(ADMIN_ORDERS_LIMIT);
  const items = await itemsOf(db, rows.map((r) => r.id));
  return rows.map((row) => shape(row, items));
}

export async function getAdminOrder(db: Executor, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('Order not found');
  return shape(row, await itemsOf(db, [row.id]));
}
