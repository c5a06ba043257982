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
import { formatWeight } from '#core/shipping/delivery-method';
import { ApiError } from '../../../lib/api-client';

/**
 * The rates this order may use (its subtotal and weight), the chosen one checked. Nothing is
 * checked when only a pickup is left: the shopper chooses it (decision 172).
 */
export function ShippingMethodCard({ totals }: { totals: CheckoutTotals }) {
  const { ratesPending, ratesError, available, selected, selectRate, weightGrams } = totals;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shipping Method</CardTitle>
        {/* The owner's delivery time from Settings (decision 133). */}
        {deliveryTime() ? <CardDescription>Delivery time: {deliveryTime()}</CardDescription> : null}
        {weightGrams ? (
          <CardDescription>Parcel weight: {formatWeight(weightGrams)}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {ratesPending ? (
          <Skeleton className="h-20 w-full" />
        ) : ratesError ? (
          <p role="alert" className="text-sm text-destructive">
            {ratesError instanceof ApiError && ratesError.status === 409
              ? ratesError.message
              : 'The shipping methods could not be loaded. Please try again later.'}
          </p>
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
