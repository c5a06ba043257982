import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { orderRefundInputSchema } from '#core/orders/order-admin-input';
import { fromCents, toCents } from '#core/money';
import type { OrderView } from '#core/orders/order-responses';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FormField } from '../../../components/admin/form-field';
import { money } from '../../../lib/admin/format';
import { useSaveRefund } from '../api/save-refund';

type RefundValues = z.input<typeof orderRefundInputSchema>;

/** A refund by amount; the server refuses more than was paid less earlier refunds. */
export function RefundForm({ order, refunded }: { order: OrderView; refunded: string }) {
  const left = fromCents(toCents(order.total) - toCents(refunded));
  const form = useForm<RefundValues, unknown, z.output<typeof orderRefundInputSchema>>({
    resolver: zodResolver(orderRefundInputSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const refund = useSaveRefund(order.id);
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={form.handleSubmit((v) => refund.mutate(v, { onSuccess: () => form.reset() }))}
      noValidate
      className="grid gap-4"
    >
      <p className="text-sm text-muted-foreground">
        Refunded {money(refunded)} of {money(order.total)}; up to {money(left)} left.
      </p>
      <FormField label="Refund amount" error={errors.amount?.message}>
        <Input inputMode="decimal" placeholder="0.00" {...form.register('amount')} />
      </FormField>
      <FormField label="Reason (internal)" error={errors.reason?.message}>
        <Input {...form.register('reason')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={refund.isPending}>
        Refund
      </Button>
    </form>
  );
}
