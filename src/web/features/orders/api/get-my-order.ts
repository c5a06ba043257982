import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';
import { useAuth } from '../../auth/auth-context';

// The answer's schema loads only where it is checked (development), never on a public page.
const schema = () => import('#core/orders/order-responses').then((m) => m.orderSchema);

/**
 * One of the signed-in customer's own orders (GET /api/orders/:id; another's answers 404). With
 * `poll`, asked again every 2 s while it holds: back from Stripe's page, the payment is confirmed
 * by Stripe's webhook, which may land a moment after the customer.
 */
export function useMyOrder(orderId: string | null | undefined, poll?: (paid: boolean) => boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...storeKeys.orders(user?.id), 'one', orderId],
    queryFn: () => apiFetch(`/api/orders/${orderId}`, schema),
    enabled: Boolean(user && orderId),
    refetchInterval: poll
      ? (query) => (poll(query.state.data?.paymentStatus === 'paid') ? 2000 : false)
      : false,
  });
}
