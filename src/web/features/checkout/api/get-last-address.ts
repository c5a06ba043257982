import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';

const schema = () => import('#core/checkout/last-address').then((m) => m.lastAddressSchema);

/** The signed-in customer's last order's address (GET /api/checkout/last-address), or null. */
export function useLastAddress(enabled: boolean) {
  return useQuery({
    queryKey: storeKeys.lastAddress,
    queryFn: () => apiFetch('/api/checkout/last-address', schema),
    enabled,
    // A new order changes it; checkout reads it afresh each time it opens.
    staleTime: 0,
  });
}
