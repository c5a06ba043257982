import type { PlaceOrderInput } from '#core/checkout/checkout-schema';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from '../../../lib/store-query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useAuth } from '../../auth/auth-context';

// The answer's schema loads only where it is checked (development), never on a public page.
const orders = () => import('#core/orders/order-responses');

/**
 * Places the order; the same idempotency key on a retry can never place a second one. A card
 * order has no toast: the customer goes on to Stripe's page. A refusal's reasons are for the page
 * to place on the form's fields (`onError` of `mutate`).
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
      success: (_, order) =>
        order.checkoutUrl
          ? null
          : {
              title: 'Order placed successfully!',
              description:
                order.paymentStatus === 'pending'
                  ? `Your order ${order.orderNumber} is awaiting payment.`
                  : `Your order ${order.orderNumber} has been confirmed.`,
            },
      failureTitle: 'Order failed',
      failure: 'There was an error processing your order. Please try again.',
      // Stock changed either way (ours, or someone else's purchase that made ours fail).
      invalidate: [storeKeys.products, storeKeys.orders(user?.id)],
      invalidateOnError: true,
      awaitInvalidation: true,
    },
  );
}
