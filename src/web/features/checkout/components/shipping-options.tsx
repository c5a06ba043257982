import type { ShippingRateView } from '#core/shipping/shipping-responses';
import { formatShippingRate } from '#core/checkout/choose-shipping-rate';
import { toCents } from '#core/money';
import { cn } from '../../../lib/cn';

/**
 * The rates this cart may use as radio buttons; the page preselects the cheapest that ships
 * (SPEC §9). A pickup says where and when, and is chosen only by the shopper (decision 172).
 */
export function ShippingOptions({
  rates,
  selectedId,
  onSelect,
}: {
  rates: ShippingRateView[];
  selectedId: string | null;
  onSelect(id: string): void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Delivery method</legend>
      {rates.map((rate) => (
        <label
          key={rate.id}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-md border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            selectedId === rate.id ? 'border-primary bg-accent/40' : 'hover:bg-accent/20',
          )}
        >
          <input
            type="radio"
            name="shipping-rate"
            value={rate.id}
            checked={selectedId === rate.id}
            onChange={() => onSelect(rate.id)}
            className="size-4 accent-primary"
          />
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{rate.name}</span>
            {rate.description ? (
              <span className="block text-sm text-muted-foreground">{rate.description}</span>
            ) : null}
            {rate.isPickup && rate.pickupLocation ? (
              <span className="block text-sm text-muted-foreground wrap-anywhere">
                Pickup at {rate.pickupLocation}
                {rate.pickupHours ? ` · ${rate.pickupHours}` : ''}
              </span>
            ) : null}
          </span>
          <span className="font-medium">{formatShippingRate(toCents(rate.rate))}</span>
        </label>
      ))}
    </fieldset>
  );
}
