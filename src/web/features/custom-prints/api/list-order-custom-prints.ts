import { useQuery } from '@tanstack/react-query';
import { ownerQuoteListResponseSchema } from '#core/custom-prints/custom-print-responses';
import { apiFetch } from '../../../lib/api-client';

/** The custom prints of one order, for the owner (GET /api/admin/custom-prints/orders/:id). */
export const useOrderCustomPrints = (orderId: string) =>
  useQuery({
    queryKey: ['custom-prints', 'order', orderId],
    queryFn: () =>
      apiFetch(`/api/admin/custom-prints/orders/${orderId}`, ownerQuoteListResponseSchema).then(
        (r) => r.quotes,
      ),
  });
