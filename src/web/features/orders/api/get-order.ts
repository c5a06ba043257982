import { orderSchema } from '#core/orders/order-responses';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** One order for the owner (GET /api/admin/orders/:id). */
export const useAdminOrder = (id: string | undefined) =>
  useAdminQuery(['order', id], `/api/admin/orders/${id}`, orderSchema, 'Failed to fetch orders');
