import { orderTimelineSchema } from '#core/orders/order-timeline';
import { useAdminQuery } from '../../../lib/admin/use-admin-query';

/** The order's timeline and notes for the owner (GET /api/admin/orders/:id/timeline). */
export const useOrderTimeline = (id: string) =>
  useAdminQuery(
    ['order', id, 'timeline'],
    `/api/admin/orders/${id}/timeline`,
    orderTimelineSchema,
    'Failed to fetch orders',
  );
