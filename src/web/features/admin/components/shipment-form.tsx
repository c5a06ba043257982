import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/lazy-sonner';
import { shipmentInputSchema, type ShipmentInput } from '#core/orders/order-admin-input';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { shipmentResultSchema, type OrderView } from '#core/orders/order-responses';
import { toastError } from '../api/use-admin-query';
import { FormField } from './form-field';

/** Tracking number and link: the server marks the order shipped and fulfilled and e-mails the customer. */
export function ShipmentForm({ order }: { order: OrderView }) {
  const queryClient = useQueryClient();
  const form = useForm<ShipmentInput>({
    resolver: zodResolver(shipmentInputSchema),
    defaultValues: {
      trackingNumber: order.trackingNumber ?? '',
      trackingUrl: order.trackingUrl ?? '',
    },
  });
  const ship = useMutation({
    mutationFn: (values: ShipmentInput) =>
      apiFetch(`/api/admin/orders/${order.id}/shipment`, shipmentResultSchema, {
        method: 'POST',
        body: values,
      }),
    onSuccess: ({ emailSent }) => {
      toast.success('Shipment saved', {
        description: emailSent
          ? 'The customer has been e-mailed the tracking link.'
          : 'Shipment e-mails are turned off in Settings.',
      });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) =>
      toastError(error instanceof ApiError ? error.message : 'Failed to save shipment'),
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit((v) => ship.mutate(v))} noValidate className="grid gap-4">
      <FormField label="Tracking number" error={errors.trackingNumber?.message}>
        <Input {...form.register('trackingNumber')} />
      </FormField>
      <FormField label="Tracking URL" error={errors.trackingUrl?.message}>
        <Input type="url" placeholder="https://" {...form.register('trackingUrl')} />
      </FormField>
      <Button type="submit" disabled={ship.isPending || order.status === 'cancelled'}>
        {order.shippedAt ? 'Update Tracking' : 'Mark as Shipped'}
      </Button>
      {order.status === 'cancelled' && (
        <p className="text-sm text-muted-foreground">A cancelled order cannot be shipped.</p>
      )}
    </form>
  );
}
