import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';
import { useAuth } from '../../auth/auth-context';

const schema = () => import('#core/orders/order-responses').then((m) => m.orderSchema);

/** One of the signed-in customer's own orders (GET /api/orders/:id; another's answers 404). */
export function useMyOrder(orderId: string | undefined) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...storeKeys.orders(user?.id), 'one', orderId],
    queryFn: () => apiFetch(`/api/orders/${orderId}`, schema),
    enabled: Boolean(user && orderId),
  });
}
