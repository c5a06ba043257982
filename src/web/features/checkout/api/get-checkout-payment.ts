import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// The answer's schema loads only where it is checked (development), never on a public page.
const payments = () => import('#core/payments/payment-settings');

/** How this order will be paid (GET /api/settings/payment): the button's words and the notice. */
export function useCheckoutPayment() {
  return useQuery({
    queryKey: ['store', 'payment-method'],
    queryFn: () =>
      apiFetch('/api/settings/payment', () => payments().then((m) => m.checkoutPaymentSchema)),
  });
}
