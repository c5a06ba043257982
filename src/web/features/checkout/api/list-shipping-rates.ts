import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';

// The answer's schema loads only where it is checked (development), never on a public page.
const shipping = () => import('#core/shipping/shipping-responses');

/** The active shipping rates the customer chooses among (GET /api/shipping-rates). */
export function useShippingRates() {
  return useQuery({
    queryKey: storeKeys.shippingRates,
    queryFn: () =>
      apiFetch('/api/shipping-rates', () => shipping().then((m) => m.shippingRateListSchema)),
  });
}
