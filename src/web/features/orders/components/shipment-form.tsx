import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { shipmentInputSchema, type ShipmentInput } from '#core/orders/order-admin-input';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { OrderView } from '#core/orders/order-responses';
import { useSaveShipment } from '../api/save-shipment';
import { FormField } from '../../../components/admin/form-field';

/** Tracking number and link: the server marks the order shipped and fulfilled and e-mails the customer. */
export function ShipmentForm({ order }: { order: OrderView }) {
  const form = useForm<ShipmentInput>({
    resolver: zodResolver(shipmentInputSchema),
    defaultValues: {
      trackingNumber: order.trackingNumber ?? '',
      trackingUrl: order.trackingUrl ?? '',
    },
  });
  const ship = useSaveShipment(order.id);
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
