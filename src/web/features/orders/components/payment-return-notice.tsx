import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCart } from '../../checkout/cart-provider';
import { storeKeys } from '../../../lib/store-query-keys';
import { useAuth } from '../../auth/auth-context';
import { useMyOrder } from '../api/get-my-order';

/** Stop asking after about a minute; the order list still shows the state when it changes. */
const MAX_POLLS = 30;

/**
 * Back from Stripe's page (`/orders?payment=success&order=…`, decision 131): the cart is emptied
 * (it stayed while the customer was away, in case they came back without paying), and the order's
 * payment is shown as it is confirmed.
 */
export function PaymentReturnNotice() {
  const [params] = useSearchParams();
  const orderId = params.get('payment') === 'success' ? params.get('order') : null;
  const { clearCart } = useCart();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const polls = useRef(0);
  const order = useMyOrder(orderId, (paid) => !paid && ++polls.current < MAX_POLLS);
  const cleared = useRef(false);
  useEffect(() => {
    if (orderId && !cleared.current) {
      cleared.current = true;
      clearCart();
    }
  }, [orderId, clearCart]);
  const paid = order.data?.paymentStatus === 'paid';
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: storeKeys.orders(user?.id) });
  }, [paid, queryClient, user?.id]);
  if (!orderId) return null;
  return (
    <p role="status" aria-live="polite" className="rounded-md border p-4 text-sm">
      {order.isError
        ? 'We could not check this payment. Your order list below shows its state.'
        : !order.data
          ? 'Checking your payment…'
          : paid
            ? `Payment received for order ${order.data.orderNumber}. Thank you!`
            : order.data.status === 'cancelled'
              ? `Order ${order.data.orderNumber} was cancelled before its payment arrived.`
              : `Confirming the payment for order ${order.data.orderNumber}…`}
    </p>
  );
}
