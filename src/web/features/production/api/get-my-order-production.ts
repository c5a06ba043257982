import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';
import { useAuth } from '../../auth/auth-context';

// The answer's schema loads only where it is checked (development), never on a public page.
const schema = () =>
  import('#core/production/production-schemas').then((m) => m.customerOrderProductionSchema);

/**
 * Each printed line's state of one of the customer's own orders (GET /api/orders/:id/production;
 * another's answers 404). Under the customer's order keys, so the live `order.production` event
 * (and any event about the order) makes it stale and the page refetches it.
 */
export function useMyOrderProduction(orderId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...storeKeys.orders(user?.id), 'production', orderId],
    queryFn: () => apiFetch(`/api/orders/${orderId}/production`, schema),
    enabled: Boolean(user),
  });
}
