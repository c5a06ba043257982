import type { OrderView, PickupPlace } from './order-responses';

type Address = NonNullable<OrderView['shippingAddress']>;

/**
 * An address as lines, with what was not given left out: a pickup order's billing address may be
 * only a name (decision 172). `country` names the country as the reader reads it.
 */
export function addressLines(a: Address, country: (code: string) => string = (c) => c): string[] {
  const place = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean);
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.address,
    place.join(', '),
    a.address || place.length > 0 ? country(a.country) : '',
  ].filter(Boolean);
}

/** Where and when a pickup order is collected, as lines. */
export function pickupLines(pickup: PickupPlace): string[] {
  return [pickup.location, ...(pickup.hours ? [`Hours: ${pickup.hours}`] : [])];
}

/** A pickup order's place, or null when it ships (a view from before pickup ships). */
export function pickupOf(order: Pick<OrderView, 'deliveryMethod' | 'pickup'>): PickupPlace | null {
  return order.deliveryMethod === 'pickup' ? (order.pickup ?? null) : null;
}

/**
 * How the order's status reads to its customer and its owner (decision 172): a pickup order's
 * `shipped` is "Ready for pickup" and its `delivered` is "Collected"; the stored status is the
 * spec's either way.
 */
export function deliveryStatusLabel(
  status: OrderView['status'],
  deliveryMethod: OrderView['deliveryMethod'] | undefined,
): string {
  if (deliveryMethod === 'pickup') {
    if (status === 'shipped') return 'Ready for pickup';
    if (status === 'delivered') return 'Collected';
  }
  return status.charAt(0).toUpperCase() + status.slice(1);
}
