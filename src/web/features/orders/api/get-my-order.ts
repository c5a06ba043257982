import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';
import { useAuth } from '../../auth/auth-context';

// The answer's schema loads only where it is checked (development), never on a public page.
const orders = () => import('#core/orders/order-responses');

/**
 * One of my orders, asked again every 2 s while `poll` holds: back from Stripe's page, the
 * payment is confirmed by Stripe's webhook, which may land a moment after the customer.
 */
export function useMyOrder(orderId: string | null, poll: (paid: boolean) => boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...storeKeys.orders(user?.id), 'one', orderId],
    queryFn: () => apiFetch(`/api/orders/${orderId}`, () => orders().then((m) => m.orderSchema)),
    enabled: Boolean(user && orderId),
    refetchInterval: (query) => (poll(query.state.data?.paymentStatus === 'paid') ? 2000 : false),
  });
}
