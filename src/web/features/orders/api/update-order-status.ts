import type { OrderStatus } from '#core/orders/order-lifecycle';
import { orderStatusChangeSchema } from '#core/orders/order-responses';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, useApiMutation } from '../../../lib/use-api-mutation';

/** PATCH /api/admin/orders/:id/status: any status, in any order (SPEC §4). */
export const useUpdateOrderStatus = () =>
  useApiMutation(
    ({ id, status }: { id: string; status: OrderStatus }) =>
      apiFetch(`/api/admin/orders/${id}/status`, orderStatusChangeSchema, {
        method: 'PATCH',
        body: { status },
      }),
    {
      success: () => 'Order status updated successfully',
      failure: 'Failed to update order status',
      invalidate: [adminQueries],
    },
  );
