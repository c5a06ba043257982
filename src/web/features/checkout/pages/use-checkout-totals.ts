import { useMemo, useState } from 'react';
import { toCents } from '#core/money';
import type { CartItem } from '#core/checkout/update-cart';
import { calculateOrderTotals } from '#core/checkout/calculate-order-totals';
import { calculatePrintStartup, startupLinesOfCart } from '#core/custom-prints/print-startup';
import { chooseCheapestRate } from '#core/checkout/choose-shipping-rate';
import { toOrderLines } from '#core/checkout/to-order-lines';
import type { DeliveryMethod } from '#core/shipping/delivery-method';
import { useShippingOptions } from '../api/list-shipping-options';
import { useTaxSettings } from '../api/get-tax-settings';
import type { AppliedDiscount } from '../recheck-applied-discount';
import { useCheckoutLines } from '../use-checkout-lines';
import { useDiscountRecheck } from '../use-discount-recheck';

/** Shown while the shop's tax settings load: the summary is never a guess at a tax. */
const NO_TAX = { taxRate: 0, taxEnabled: false };

/**
 * The checkout's figures: the cart re-priced, the shipping rates this cart may use (by its
 * subtotal and weight, as the server reads them: decision 172) and the one chosen (the cheapest
 * that ships until the customer picks; pickup only when picked), the applied code kept true to the cart, and
 * the totals from core with the public tax settings; the order is charged what the server
 * computes with the same function (decision 122).
 */
export function useCheckoutTotals(items: CartItem[]) {
  const { lines } = useCheckoutLines(items);
  const orderLines = useMemo(() => toOrderLines(items), [items]);
  const options = useShippingOptions(orderLines);
  const taxSettings = useTaxSettings();
  const [rateId, setRateId] = useState<string | null>(null);
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);

  // Only what the server says this cart may use: it applied the minimum order and the weights.
  const available = useMemo(
    () =>
      (options.data?.rates ?? []).map((r) => ({
        id: r.id,
        rate: toCents(r.rate),
        minOrderAmount: r.minOrderAmount === null ? null : toCents(r.minOrderAmount),
        isPickup: r.isPickup,
        view: r,
      })),
    [options.data],
  );
  const selected = available.find((r) => r.id === rateId) ?? chooseCheapestRate(available);
  const deliveryMethod: DeliveryMethod = selected?.isPickup ? 'pickup' : 'shipping';
  const printStartup = calculatePrintStartup(startupLinesOfCart(items));
  const totals = calculateOrderTotals({
    lines,
    printStartup: printStartup.totalCents,
    shipping: selected?.rate ?? 0,
    discount: discount?.terms ?? null,
    // Until the shop's tax is known no tax is shown, and Place Order waits for it.
    tax: taxSettings.data ?? NO_TAX,
  });
  // A cart changed after its code was applied: the code is checked again before Place Order.
  const discountRecheck = useDiscountRecheck(orderLines, discount, setDiscount);

  return {
    lines,
    orderLines,
    ratesPending: options.isPending,
    ratesError: options.isError ? options.error : null,
    /** The cart's weight in grams as the server read it; null until it answers. */
    weightGrams: options.data?.weightGrams ?? null,
    available,
    selected,
    deliveryMethod,
    selectRate: setRateId,
    discount,
    discountRecheck,
    printStartup,
    totals,
    tax: taxSettings,
  };
}

export type CheckoutTotals = ReturnType<typeof useCheckoutTotals>;
