import type { OrderStatusUpdate } from '#core/orders/order-admin-input';
import { orderStatusChangeSchema } from '#core/orders/order-responses';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import { adminQueries, useApiMutation } from '../../../lib/use-api-mutation';

/**
 * PATCH /api/admin/orders/:id/status: every status is offered (SPEC §4) and applies its effects;
 * what can't be undone is refused (decision 127), and the toast says why after the spec's text.
 * A cancel carries the owner's review choices, restock and notifyCustomer (decision 171).
 */
export const useUpdateOrderStatus = () =>
  useApiMutation(
    ({ id, ...body }: { id: string } & OrderStatusUpdate) =>
      apiFetch(`/api/admin/orders/${id}/status`, orderStatusChangeSchema, {
        method: 'PATCH',
        body,
      }),
    {
      success: () => 'Order status updated successfully',
      failure: (error) =>
        error instanceof ApiError && error.status === 409
          ? `Failed to update order status: ${error.message}`
          : 'Failed to update order status',
      invalidate: [adminQueries],
    },
  );
