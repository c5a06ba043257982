import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import {
  adminQueries,
  useApiMutation,
  type ApiMutationOptions,
} from '../../../lib/use-api-mutation';

type Toasts<V, R> = Pick<ApiMutationOptions<V, R>, 'success' | 'failure'>;

/**
 * POST /api/admin/orders/:id/<action>: one of the owner's writes on an order (a note, a refund, a
 * shipment), its answer read through the contract; every admin list is stale after it.
 */
export const usePostOrderAction = <V, S extends z.ZodType>(
  orderId: string,
  action: string,
  contract: S,
  toasts: Toasts<V, z.output<S>>,
) =>
  useApiMutation(
    (values: V) =>
      apiFetch(`/api/admin/orders/${orderId}/${action}`, contract, {
        method: 'POST',
        body: values,
      }),
    { ...toasts, invalidate: [adminQueries] },
  );
