import { orderProductionSchema } from '#core/production/production-schemas';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** The owner's view of one order's print jobs (GET /api/admin/orders/:id/production). */
export const useOrderProduction = (orderId: string) =>
  useAdminQuery(
    ['production', 'order', orderId],
    `/api/admin/orders/${orderId}/production`,
    orderProductionSchema,
    'Failed to fetch the order’s print jobs',
  );
