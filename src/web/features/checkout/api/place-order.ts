import type { PlaceOrderInput } from '#core/checkout/checkout-schema';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useAuth } from '../../auth/auth-context';

// The answer's schema loads only where it is checked (development), never on a public page.
const orders = () => import('#core/orders/order-responses');

/**
 * Places the order; the same idempotency key on a retry can never place a second one. No toast:
 * the checkout page shows the outcome.
 */
export function usePlaceOrder() {
  const { user } = useAuth();
  return useApiMutation(
    ({ order, idempotencyKey }: { order: PlaceOrderInput; idempotencyKey: string }) =>
      apiFetch('/api/orders', () => orders().then((m) => m.orderSchema), {
        method: 'POST',
        body: order,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    {
      // Stock changed either way (ours, or someone else's purchase that made ours fail).
      invalidate: [storeKeys.products, storeKeys.orders(user?.id)],
      invalidateOnError: true,
      awaitInvalidation: true,
    },
  );
}
