import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import type { CheckoutForm } from '../pages/use-checkout-form';
import { CheckoutDetailsFields } from './checkout-details-fields';

/** The customer's details and the optional note to the shop. */
export function ShippingInformationCard({ checkout }: { checkout: CheckoutForm }) {
  const { form, note, setNote } = checkout;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shipping Information</CardTitle>
      </CardHeader>
      <CardContent>
        <CheckoutDetailsFields register={form.register} errors={form.formState.errors} />
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
