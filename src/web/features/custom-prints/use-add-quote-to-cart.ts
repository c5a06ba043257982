import { useCallback } from 'react';
import { toast } from '../../lib/lazy-sonner';
import type { CustomerQuoteView } from '#core/custom-prints/custom-print-views';
import { useCart } from '../checkout/cart-provider';

/** An instant price holds for a while (decision 100); the cart says until when. */
const heldUntil = (quote: CustomerQuoteView) =>
  quote.status === 'priced' && quote.expiresAt
    ? `; price held until ${new Date(quote.expiresAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}`
    : '';

/** The material a quote's start-up cost is charged for, keyed as checkout counts it. */
export const quoteMaterial = (quote: CustomerQuoteView) => ({
  key: quote.materialId ?? `name:${quote.materialName}`,
  name: quote.materialName,
});

/** The cart line of a quote: one job at the quote's total; checkout re-prices it from the stored quote. */
export function quoteCartItem(quote: CustomerQuoteView) {
  return {
    id: `custom-print:${quote.id}`,
    name: `Custom print: ${quote.model.originalName}`,
    price: quote.priceCents,
    image: null,
    sku: null,
    // One line is one job (its copies are in the quote), so the cart never raises it above 1;
    // the cart shows the copies (`pieces`) instead of a stepper.
    stock: 1,
    quoteId: quote.id,
    pieces: quote.quantity,
    // Charged once per material per order at checkout (decision 124); checkout shows it.
    startup: {
      materialKey: quoteMaterial(quote).key,
      materialName: quote.materialName,
      startupCentsPerMaterial: quote.price.startupCentsPerMaterial,
    },
    description: `${quote.materialName}, ${quote.colour}, ${quote.quality}, ${quote.infillPercent}% infill${heldUntil(quote)}`,
  };
}

export function useAddQuoteToCart() {
  const cart = useCart();
  return useCallback(
    (quote: CustomerQuoteView) => {
      const item = quoteCartItem(quote);
      if (cart.items.some((line) => line.id === item.id)) {
        toast.info('Already in your cart', { description: `${item.name} is in your cart.` });
        return;
      }
      cart.addItem(item);
    },
    [cart],
  );
}
