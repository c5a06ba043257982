import { useMemo } from 'react';
import { toCents } from '#core/money';
import type { CartItem } from '#core/checkout/update-cart';
import { useProducts } from '../../lib/list-shop-products';

export type CheckoutLine = CartItem & { available: number | null };

/**
 * The cart re-priced from the server's current product list, so the summary shows what the
 * server will charge. Lines the list doesn't know keep their cart price (the server decides).
 */
export function useCheckoutLines(items: CartItem[]): { lines: CheckoutLine[]; loading: boolean } {
  const products = useProducts();
  const lines = useMemo(() => {
    const byId = new Map((products.data ?? []).map((p) => [p.id, p]));
    return items.map((item) => {
      const product = byId.get(item.id);
      return product
        ? {
            ...item,
            name: product.name,
            price: toCents(product.price),
            available: product.quantity,
          }
        : { ...item, available: null };
    });
  }, [items, products.data]);
  return { lines, loading: products.isPending };
}
