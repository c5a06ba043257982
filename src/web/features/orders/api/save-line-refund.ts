import type { OrderLineRefundInput } from '#core/orders/order-admin-input';
import { orderSchema } from '#core/orders/order-responses';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/orders/:id/line-refunds: whole units back, their stock returned. */
export const useSaveLineRefund = (orderId: string) =>
  useApiMutation(
    (values: OrderLineRefundInput) =>
      apiFetch(`/api/admin/orders/${orderId}/line-refunds`, orderSchema, {
        method: 'POST',
        body: values,
      }),
    {
      success: () => 'Refund recorded',
      failure: clientErrorOr('Failed to record the refund'),
      invalidate: [adminQueries],
    },
  );
