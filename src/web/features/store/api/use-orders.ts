import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderInput } from '#core/store/checkout-schema';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-context';
import { storeKeys } from './use-catalog';

// The answers' schemas load only where they are checked (development), never on a public page.
const orders = () => import('#core/orders/order-responses');
const pages = () => import('#core/lists/list-responses');

/** One page of the signed-in customer's orders, newest first (the server only ever returns their own). */
export function useMyOrders(page: number) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...storeKeys.orders(user?.id), page],
    queryFn: () =>
      apiFetch(page > 1 ? `/api/orders?page=${page}` : '/api/orders', () =>
        pages().then((m) => m.customerOrdersPageSchema),
      ),
    enabled: Boolean(user),
  });
}

/** Places the order; the same idempotency key on a retry can never place a second one. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: PlaceOrderInput; idempotencyKey: string }) =>
      apiFetch('/api/orders', () => orders().then((m) => m.orderSchema), {
        method: 'POST',
        body: order,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: async () => {
      // Stock changed either way (ours, or someone else's purchase that made ours fail).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.products }),
        queryClient.invalidateQueries({ queryKey: storeKeys.orders(user?.id) }),
      ]);
    },
  });
}
