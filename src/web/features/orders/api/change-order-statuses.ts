import type { BulkOrderStatusInput } from '#core/orders/order-admin-input';
import { bulkOrderStatusResultSchema } from '#core/orders/order-responses';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/**
 * POST /api/admin/orders/bulk-status: one status for the chosen orders, each checked as if alone;
 * the page shows each refused order's reason, so only a failed request toasts here.
 */
export const useChangeOrderStatuses = () =>
  useApiMutation(
    (body: BulkOrderStatusInput) =>
      apiFetch('/api/admin/orders/bulk-status', bulkOrderStatusResultSchema, {
        method: 'POST',
        body,
      }),
    {
      failure: clientErrorOr('Failed to update order status'),
      invalidate: [adminQueries],
    },
  );
