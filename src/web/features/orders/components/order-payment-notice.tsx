import type { OrderView } from '#core/orders/order-responses';

/**
 * What a customer still has to do to pay (decision 130): a manual order's instructions while it
 * awaits payment, or the link back to Stripe's page for a card order whose checkout is open.
 */
export function OrderPaymentNotice({ order }: { order: OrderView }) {
  if (order.paymentStatus !== 'pending' || order.status === 'cancelled') return null;
  if (order.paymentMethod === 'manual' && order.paymentInstructions)
    return (
      <section
        aria-label={`How to pay for order ${order.orderNumber}`}
        className="border-b bg-muted/40 px-6 py-4 text-sm"
      >
        <h3 className="font-semibold">Awaiting payment: how to pay</h3>
        <p className="mt-1 whitespace-pre-line" data-testid="payment-instructions">
          {order.paymentInstructions}
        </p>
      </section>
    );
  if (order.paymentMethod === 'stripe' && order.checkoutUrl)
    return (
      <p className="border-b bg-muted/40 px-6 py-4 text-sm">
        Awaiting card payment.{' '}
        <a
          href={order.checkoutUrl}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Pay now
        </a>
      </p>
    );
  return null;
}
