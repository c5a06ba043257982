import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderInput } from '../../../../core/store/checkout-schema';
import type { OrderView } from '../../../../core/orders/order-responses';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-context';
import { storeKeys } from './use-catalog';

/** The signed-in customer's orders, newest first (the server only ever returns their own). */
export function useMyOrders() {
  const { user } = useAuth();
  return useQuery({
    queryKey: storeKeys.orders(user?.id),
    queryFn: () => apiFetch<OrderView[]>('/api/orders'),
    enabled: Boolean(user),
  });
}

/** Places the order; the same idempotency key on a retry can never place a second one. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: PlaceOrderInput; idempotencyKey: string }) =>
      apiFetch<OrderView>('/api/orders', { method: 'POST', body: order, headers: { 'idempotency-key': idempotencyKey } }),
    onSettled: async () => {
      // Stock changed either way (ours, or someone else's purchase that made ours fail).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.products }),
        queryClient.invalidateQueries({ queryKey: storeKeys.orders(user?.id) }),
      ]);
    },
  });
}
