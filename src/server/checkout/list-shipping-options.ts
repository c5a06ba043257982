import type { Executor } from '../../db/client';
import { toCents } from '#core/money';
import type { OrderLineInput } from '#core/checkout/checkout-schema';
import { calculateSubtotal } from '#core/checkout/calculate-order-totals';
import { rateApplies } from '#core/checkout/choose-shipping-rate';
import type { ShippingOptionsView } from '#core/shipping/shipping-responses';
import { cartWeightGrams, kilogramsToGrams } from '#core/shipping/delivery-method';
import { listActiveShippingRates } from '../catalog/list-catalog';
import { resolveOrderLines } from './resolve-order-lines';

/**
 * The rates a cart may use (decision 172), by what the server reads of it: its lines priced and
 * weighed from the database, never from the request. Place Order applies the same rule
 * (`rateApplies`) in its transaction, so a rate shown here and then refused means the cart or the
 * rate changed in between. Stock is not checked here: Place Order says what is short.
 */
export async function listShippingOptions(
  db: Executor,
  items: readonly OrderLineInput[],
  userId: string,
): Promise<ShippingOptionsView> {
  const lines = await resolveOrderLines(db, items, { requireStock: false, userId });
  const subtotal = calculateSubtotal(
    lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
  );
  const weightGrams = cartWeightGrams(lines);
  const rates = await listActiveShippingRates(db);
  return {
    weightGrams,
    rates: rates.filter((rate) =>
      rateApplies(
        {
          id: rate.id,
          rate: toCents(rate.rate),
          minOrderAmount: rate.minOrderAmount === null ? null : toCents(rate.minOrderAmount),
          minWeightGrams: kilogramsToGrams(rate.minWeight),
          maxWeightGrams: kilogramsToGrams(rate.maxWeight),
        },
        { subtotal, weightGrams },
      ),
    ),
  };
}
