import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderLineInput } from '#core/checkout/checkout-schema';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';

const shipping = () => import('#core/shipping/shipping-responses');

/**
 * The rates this cart may use (POST /api/checkout/shipping-options): the server weighs and
 * prices the lines itself (decision 172), so the choice offered is the one Place Order accepts.
 * Asked again when the cart changes; the last answer stays on screen meanwhile.
 */
export function useShippingOptions(lines: OrderLineInput[]) {
  return useQuery({
    queryKey: [...storeKeys.shippingRates, 'for-cart', lines] as const,
    queryFn: () =>
      apiFetch(
        '/api/checkout/shipping-options',
        () => shipping().then((m) => m.shippingOptionsSchema),
        {
          method: 'POST',
          body: { items: lines },
        },
      ),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
