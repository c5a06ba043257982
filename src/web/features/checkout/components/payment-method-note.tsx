import type { CheckoutPayment } from '#core/payments/payment-settings';

/** Under Place Order: how this order will be paid (decision 130); nothing for the spec's flow. */
export function PaymentMethodNote({ payment }: { payment: CheckoutPayment | undefined }) {
  if (payment?.method === 'stripe')
    return (
      <p className="text-sm text-muted-foreground">
        You will pay by card on Stripe&apos;s secure page, then come back to your orders.
      </p>
    );
  if (payment?.method === 'manual' && payment.instructions)
    return (
      <div className="text-sm">
        <p className="font-medium">How to pay</p>
        <p className="whitespace-pre-line text-muted-foreground">{payment.instructions}</p>
      </div>
    );
  return null;
}
