import { PAYMENT_METHOD_LABELS } from '#core/payments/payment-settings';
import type { OrderView } from '#core/orders/order-responses';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useMarkPaymentReceived } from '../api/mark-payment-received';

/**
 * The owner's view of how an order is paid (decision 130): its method, a manual order's
 * instructions, and "Payment received" while a manual payment is awaited. A card order is paid
 * only by Stripe's webhook, so it has no such button.
 */
export function OrderPaymentCard({ order }: { order: OrderView }) {
  const markPaid = useMarkPaymentReceived(order.id);
  const awaiting = order.paymentStatus === 'pending' && order.status !== 'cancelled';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</p>
        {order.paymentInstructions && (
          <p className="whitespace-pre-line text-muted-foreground">{order.paymentInstructions}</p>
        )}
        {awaiting && order.paymentMethod === 'manual' && (
          <div>
            <Button type="button" onClick={() => markPaid.mutate()} disabled={markPaid.isPending}>
              {markPaid.isPending ? 'Saving…' : 'Payment received'}
            </Button>
          </div>
        )}
        {awaiting && order.paymentMethod === 'stripe' && (
          <p className="text-muted-foreground">
            Awaiting the customer&apos;s card payment on Stripe.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
