import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { toast } from '../../lib/lazy-sonner';
import { useHydrated } from '../../lib/use-hydrated';
import { calculateSubtotal } from '#core/checkout/calculate-order-totals';
import { parseStoredCart } from '#core/checkout/parse-stored-cart';
import {
  addCartQuantity,
  countCartUnits,
  describeCartAddition,
  removeCartItem,
  setCartItemQuantity,
  type CartItem,
  type NewCartItem,
} from '#core/checkout/update-cart';
import type { Cents } from '#core/money';

export const CART_STORAGE_KEY = 'cart';

export type CartState = {
  items: CartItem[];
  /** Units in the cart (the badge). */
  itemCount: number;
  /** Sum of the cart's own prices; checkout re-prices from the server's list. */
  subtotal: Cents;
  /**
   * Adds `quantity` units (1 by default), never above the item's stock; the toast says how many
   * went in when fewer did. Answers the units added.
   */
  addItem(item: NewCartItem, quantity?: number): number;
  removeItem(id: string): void;
  updateQuantity(id: string, quantity: number): void;
  clearCart(): void;
};

const CartContext = createContext<CartState | null>(null);

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used within a CartProvider');
  return state;
}

const EMPTY_CART: CartItem[] = [];

/** An empty cart is always EMPTY_CART, so the switch after hydration changes nothing for most visitors. */
function readStoredCart(): CartItem[] {
  try {
    const items = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
    return items.length ? items : EMPTY_CART;
  } catch {
    return EMPTY_CART; // storage blocked (privacy mode): the cart still works for this page
  }
}

/** SPEC §4: the cart, kept in local storage, shared by every tab of the browser. */
export function CartProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [storedItems, setItems] = useState<CartItem[]>(readStoredCart);
  // Empty while React hydrates the prerendered (empty-cart) page; the stored cart shows right after.
  const items = hydrated ? storedItems : EMPTY_CART;
  // Skips writing back what another tab just wrote (and the first render's own read).
  const skipWrite = useRef(true);

  useEffect(() => {
    if (skipWrite.current) {
      skipWrite.current = false;
      return;
    }
    try {
      if (storedItems.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
      else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(storedItems));
    } catch {
      // Storage full or blocked: keep the in-memory cart.
    }
  }, [storedItems]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      skipWrite.current = true;
      setItems(readStoredCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The cart as last rendered, so an addition can say at once what it did.
  const latest = useRef(storedItems);
  useEffect(() => {
    latest.current = storedItems;
  }, [storedItems]);
  const addItem = useCallback((item: NewCartItem, quantity = 1) => {
    const addition = addCartQuantity(latest.current, item, quantity);
    latest.current = addition.items;
    setItems(addition.items);
    const message = describeCartAddition(item.name, addition);
    if (message.tone === 'success')
      toast.success(message.title, { description: message.description });
    else toast.warning(message.title, { description: message.description });
    return addition.added;
  }, []);

  const removeItem = useCallback((id: string) => {
    setItems((current) => removeCartItem(current, id));
    toast('Removed from cart', { description: 'Item has been removed from your cart.' });
  }, []);

  const updateQuantity = useCallback(
    (id: string, quantity: number) => {
      if (!(quantity > 0)) removeItem(id);
      else setItems((current) => setCartItemQuantity(current, id, quantity));
    },
    [removeItem],
  );

  const clearCart = useCallback(() => {
    setItems([]);
    try {
      window.localStorage.removeItem(CART_STORAGE_KEY);
    } catch {
      // nothing stored to remove
    }
  }, []);

  const value = useMemo<CartState>(
    () => ({
      items,
      itemCount: countCartUnits(items),
      subtotal: calculateSubtotal(items),
      addItem,
      removeItem,
      updateQuantity,
      clearCart,
    }),
    [items, addItem, removeItem, updateQuantity, clearCart],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
