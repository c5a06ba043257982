import { useMemo, useState } from 'react';
import { toCents } from '#core/money';
import type { CartItem } from '#core/checkout/update-cart';
import { calculateOrderTotals, calculateSubtotal } from '#core/checkout/calculate-order-totals';
import { calculatePrintStartup, startupLinesOfCart } from '#core/custom-prints/print-startup';
import { availableShippingRates, chooseCheapestRate } from '#core/checkout/choose-shipping-rate';
import { toOrderLines } from '#core/checkout/to-order-lines';
import { useShippingRates } from '../api/list-shipping-rates';
import { useTaxSettings } from '../api/get-tax-settings';
import type { AppliedDiscount } from '../recheck-applied-discount';
import { useCheckoutLines } from '../use-checkout-lines';
import { useDiscountRecheck } from '../use-discount-recheck';

/** Shown while the shop's tax settings load: the summary is never a guess at a tax. */
const NO_TAX = { taxRate: 0, taxEnabled: false };

/**
 * The checkout's figures: the cart re-priced, the shipping rates this subtotal may use and the
 * one chosen (the cheapest until the customer picks), the applied code kept true to the cart, and
 * the totals from core with the public tax settings; the order is charged what the server
 * computes with the same function (decision 122).
 */
export function useCheckoutTotals(items: CartItem[]) {
  const { lines } = useCheckoutLines(items);
  const rates = useShippingRates();
  const taxSettings = useTaxSettings();
  const [rateId, setRateId] = useState<string | null>(null);
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);

  const subtotal = calculateSubtotal(lines);
  const available = useMemo(
    () =>
      availableShippingRates(
        (rates.data ?? []).map((r) => ({
          ...r,
          rate: toCents(r.rate),
          minOrderAmount: r.minOrderAmount === null ? null : toCents(r.minOrderAmount),
          view: r,
        })),
        subtotal,
      ),
    [rates.data, subtotal],
  );
  const selected = available.find((r) => r.id === rateId) ?? chooseCheapestRate(available);
  const printStartup = calculatePrintStartup(startupLinesOfCart(items));
  const totals = calculateOrderTotals({
    lines,
    printStartup: printStartup.totalCents,
    shipping: selected?.rate ?? 0,
    discount: discount?.terms ?? null,
    // Until the shop's tax is known no tax is shown, and Place Order waits for it.
    tax: taxSettings.data ?? NO_TAX,
  });
  const orderLines = useMemo(() => toOrderLines(items), [items]);
  // A cart changed after its code was applied: the code is checked again before Place Order.
  const discountRecheck = useDiscountRecheck(orderLines, discount, setDiscount);

  return {
    lines,
    orderLines,
    ratesPending: rates.isPending,
    available,
    selected,
    selectRate: setRateId,
    discount,
    discountRecheck,
    printStartup,
    totals,
    tax: taxSettings,
  };
}

export type CheckoutTotals = ReturnType<typeof useCheckoutTotals>;
