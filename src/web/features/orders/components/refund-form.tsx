import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { orderRefundInputSchema } from '#core/orders/order-admin-input';
import { formatMoney, toCents } from '#core/money';
import { orderMoney, refundChannel } from '#core/orders/order-money';
import type { OrderView } from '#core/orders/order-responses';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FormField } from '../../../components/admin/form-field';
import { useSaveRefund } from '../api/save-refund';
import { OrderChangeDialog, type PendingChange } from './order-change-dialog';

type RefundValues = z.input<typeof orderRefundInputSchema>;

/** What a refund of this order does with money, said before the owner types an amount. */
export function RefundChannelNote({ order }: { order: OrderView }) {
  if (refundChannel(order) === 'card')
    return (
      <p className="text-sm text-muted-foreground">
        A refund goes back to the customer&apos;s card through Stripe.
      </p>
    );
  return (
    <p className="text-sm text-muted-foreground">
      {order.paymentMethod === 'none'
        ? 'No payment was collected in the shop: a refund here only records money you return outside the shop.'
        : 'Paid by manual payment: a refund here only records money you return yourself.'}
    </p>
  );
}

/**
 * A refund by amount, reviewed in a dialog before it is made (decision 171); the server refuses
 * more than was paid less earlier refunds.
 */
export function RefundForm({ order }: { order: OrderView }) {
  const { paid, refunded } = orderMoney(order);
  const form = useForm<RefundValues, unknown, z.output<typeof orderRefundInputSchema>>({
    resolver: zodResolver(orderRefundInputSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const refund = useSaveRefund(order.id);
  const [review, setReview] = useState<PendingChange | null>(null);
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        setReview({
          action: { type: 'refund', amount: toCents(values.amount) },
          title: `Refund ${formatMoney(toCents(values.amount))} of order ${order.orderNumber}?`,
          confirmLabel: 'Refund',
          onConfirm: ({ notifyCustomer }) =>
            refund.mutate({ ...values, notifyCustomer }, { onSuccess: () => form.reset() }),
        }),
      )}
      noValidate
      className="grid gap-4"
    >
      <p className="text-sm text-muted-foreground">
        Refunded {formatMoney(refunded)} of {formatMoney(paid)}; up to{' '}
        {formatMoney(paid - refunded)} left.
      </p>
      <RefundChannelNote order={order} />
      <FormField label="Refund amount" error={errors.amount?.message}>
        <Input inputMode="decimal" placeholder="0.00" {...form.register('amount')} />
      </FormField>
      <FormField label="Reason (internal)" error={errors.reason?.message}>
        <Input {...form.register('reason')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={refund.isPending}>
        Review refund
      </Button>
      <OrderChangeDialog order={order} change={review} onClose={() => setReview(null)} />
    </form>
  );
}
