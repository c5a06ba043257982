import type { OrderRefundInput } from '#core/orders/order-admin-input';
import { orderSchema } from '#core/orders/order-responses';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/orders/:id/refunds: at most what was paid less earlier refunds. */
export const useSaveRefund = (orderId: string) =>
  useApiMutation(
    (values: OrderRefundInput) =>
      apiFetch(`/api/admin/orders/${orderId}/refunds`, orderSchema, {
        method: 'POST',
        body: values,
      }),
    {
      success: () => 'Refund recorded',
      failure: clientErrorOr('Failed to record the refund'),
      invalidate: [adminQueries],
    },
  );
