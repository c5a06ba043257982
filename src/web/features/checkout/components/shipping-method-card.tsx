import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { deliveryTime } from '../../../lib/site-config';
import type { CheckoutTotals } from '../pages/use-checkout-totals';
import { ShippingOptions } from './shipping-options';

/** The rates this order may use, the chosen one checked. */
export function ShippingMethodCard({ totals }: { totals: CheckoutTotals }) {
  const { ratesPending, available, selected, selectRate } = totals;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shipping Method</CardTitle>
        {/* The owner's delivery time from Settings (decision 133). */}
        {deliveryTime() ? <CardDescription>Delivery time: {deliveryTime()}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {ratesPending ? (
          <Skeleton className="h-20 w-full" />
        ) : available.length === 0 ? (
          <p className="text-sm text-destructive">
            No shipping method is available right now. Please try again later.
          </p>
        ) : (
          <ShippingOptions
            rates={available.map((r) => r.view)}
            selectedId={selected?.id ?? null}
            onSelect={selectRate}
          />
        )}
      </CardContent>
    </Card>
  );
}
