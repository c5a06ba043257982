import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import type { PickupPlace } from '#core/orders/order-responses';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import type { CheckoutForm } from '../pages/use-checkout-form';
import { CheckoutDetailsFields } from './checkout-details-fields';

/**
 * The customer's details and the optional note to the shop. For a pickup (decision 172) the
 * address is only for the invoice: every field of it is optional, and the card says where the
 * order is collected.
 */
export function ShippingInformationCard({
  checkout,
  pickup,
}: {
  checkout: CheckoutForm;
  pickup: PickupPlace | null;
}) {
  const { form, note, setNote } = checkout;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{pickup ? 'Contact and Billing' : 'Shipping Information'}</CardTitle>
        {pickup ? (
          <CardDescription>
            Nothing is shipped: you collect the order at {pickup.location}
            {pickup.hours ? ` (${pickup.hours})` : ''}. The address is only for the invoice.
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        <CheckoutDetailsFields
          register={form.register}
          errors={form.formState.errors}
          addressOptional={Boolean(pickup)}
        />
        <div className="mt-4 grid gap-2">
          <Label htmlFor="checkout-note">Note to the shop (optional)</Label>
          <Textarea
            id="checkout-note"
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
