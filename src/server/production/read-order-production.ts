import { and, asc, eq } from 'drizzle-orm';
import { deriveLineState } from '#core/production/order-production';
import type {
  CustomerOrderProduction,
  OrderProductionData,
} from '#core/production/production-schemas';
import { nameWithVariant } from '#core/catalog/choose-variant';
import type { Executor } from '../../db/client';
import { ordersOwnedBy } from '../../db/orders-owned-by';
import { printJobs } from '../../db/schema/production';
import { orderItems, orders } from '../../db/schema/sales';
import { notFound } from '../lib/domain-error';
import { toJobViews } from './find-job';

/** The owner's view of an order's jobs (its order page). */
export async function readOrderProduction(
  executor: Executor,
  orderId: string,
): Promise<OrderProductionData> {
  const [order] = await executor
    .select({ id: orders.id, productionStatus: orders.productionStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound('Order not found');
  const rows = await executor
    .select()
    .from(printJobs)
    .where(eq(printJobs.orderId, orderId))
    .orderBy(asc(printJobs.orderItemId), asc(printJobs.pieceIndex));
  return {
    orderId,
    productionStatus: order.productionStatus,
    jobs: await toJobViews(executor, rows),
  };
}

/**
 * The customer's own order: each printed line's state, from the shop's records only. Another
 * customer's order answers 404, as if it did not exist. An order without an account is its
 * e-mail's, as the customer's order list decides.
 */
export async function readCustomerOrderProduction(
  executor: Executor,
  orderId: string,
  customer: { userId: string; email: string },
): Promise<CustomerOrderProduction> {
  const [order] = await executor
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      productionStatus: orders.productionStatus,
      shippedAt: orders.shippedAt,
      status: orders.status,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), ordersOwnedBy(customer)));
  if (!order) throw notFound('Order not found');
  const items = await executor
    .select({
      id: orderItems.id,
      name: orderItems.productName,
      variantTitle: orderItems.variantTitle,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName));
  const jobs = await executor
    .select({ orderItemId: printJobs.orderItemId, state: printJobs.state })
    .from(printJobs)
    .where(eq(printJobs.orderId, orderId));
  const shipped =
    order.shippedAt !== null || order.status === 'shipped' || order.status === 'delivered';
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    productionStatus: order.productionStatus,
    lines: items
      .map((item) => ({ item, jobs: jobs.filter((j) => j.orderItemId === item.id) }))
      .filter(({ jobs: ofLine }) => ofLine.length > 0)
      .map(({ item, jobs: ofLine }) => ({
        orderItemId: item.id,
        name: nameWithVariant(item.name, item.variantTitle),
        quantity: item.quantity,
        state: deriveLineState(ofLine, shipped),
      })),
  };
}
