import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';
import { useAuth } from '../../auth/auth-context';

// The answer's schema loads only where it is checked (development), never on a public page.
const pages = () => import('#core/orders/order-lists');

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
