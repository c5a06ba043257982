import { orderStatusChangeSchema } from '#core/orders/order-responses';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/admin/orders/:id/payment-received: a manual payment arrived (decision 130). */
export const useMarkPaymentReceived = (orderId: string) =>
  useApiMutation(
    () =>
      apiFetch(`/api/admin/orders/${orderId}/payment-received`, orderStatusChangeSchema, {
        method: 'POST',
        body: {},
      }),
    {
      success: () => 'Payment recorded',
      failure: clientErrorOr('Failed to record the payment'),
      invalidate: [adminQueries],
    },
  );
