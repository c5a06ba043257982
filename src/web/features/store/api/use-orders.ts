import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderInput } from '../../../../core/store/checkout-schema';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-context';
import { storeKeys } from './use-catalog';

const orders = () => import('../../../../core/orders/order-responses');

/** The signed-in customer's orders, newest first (the server only ever returns their own). */
export function useMyOrders() {
  const { user } = useAuth();
  return useQuery({
    queryKey: storeKeys.orders(user?.id),
    queryFn: () => apiFetch('/api/orders', () => orders().then((m) => m.orderListSchema)),
    enabled: Boolean(user),
  });
}

/** Places the order; the same idempotency key on a retry can never place a second one. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: PlaceOrderInput; idempotencyKey: string }) =>
      apiFetch('/api/orders', () => orders().then((m) => m.orderSchema), { method: 'POST', body: order, headers: { 'idempotency-key': idempotencyKey } }),
    onSettled: async () => {
      // Stock changed either way (ours, or someone else's purchase that made ours fail).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.products }),
        queryClient.invalidateQueries({ queryKey: storeKeys.orders(user?.id) }),
      ]);
    },
  });
}
