import { adminOrdersPageSchema, adminOrdersQuerySchema } from '#core/orders/order-lists';
import { useAdminList } from '../../../lib/admin/use-admin-list';

/** The owner's paged order list (GET /api/admin/orders), its state in the address bar. */
export const useAdminOrders = () =>
  useAdminList('orders', adminOrdersQuerySchema, adminOrdersPageSchema, 'Failed to fetch orders');
