import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/lazy-sonner';
import type { OrderStatus } from '#core/orders/order-status';
import { orderStatusChangeSchema } from '#core/orders/order-responses';
import { apiFetch } from '../../../lib/api-client';
import { toastError } from './use-admin-query';

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      apiFetch(`/api/admin/orders/${id}/status`, orderStatusChangeSchema, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () => {
      toast.success('Order status updated successfully');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: () => toastError('Failed to update order status'),
  });
}
