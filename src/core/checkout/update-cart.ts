import type { Cents } from '../money';

/**
 * A line of the cart (SPEC §3): id, name, unit price in cents, image, sku, quantity. Whatever
 * else the added item carries (stock, category, a future custom-print quote id...) rides along.
 */
export type NewCartItem = {
  id: string;
  name: string;
  price: Cents;
  image: string | null;
  sku: string | null;
  /** Units in stock when the item was last seen; the cart never asks for more. */
  stock?: number;
  [extra: string]: unknown;
};

export type CartItem = NewCartItem & { quantity: number };

/** Upper bound for one line: the stock when known. */
function capQuantity(item: Pick<CartItem, 'stock'>, quantity: number): number {
  return typeof item.stock === 'number' ? Math.min(quantity, Math.max(item.stock, 0)) : quantity;
}

/** SPEC §4: an item already in the cart goes up by 1; a new one starts at 1. */
export function addCartItem(items: readonly CartItem[], item: NewCartItem): CartItem[] {
  return addCartQuantity(items, item, 1).items;
}

/** What adding to the cart did: the cart after it, and how many units went in of those asked. */
export type CartAddition = {
  items: CartItem[];
  requested: number;
  added: number;
  /** Units of this item in the cart before. */
  inCart: number;
  /** The stock the cart caps at, when the item has one. */
  stock: number | null;
};

/**
 * Adds `quantity` units of an item (a whole number, at least 1), never above its stock: the
 * answer says how many went in, so the shopper is told when fewer did (decision 173).
 */
export function addCartQuantity(
  items: readonly CartItem[],
  item: NewCartItem,
  quantity: number,
): CartAddition {
  const requested = Number.isFinite(quantity) ? Math.max(Math.trunc(quantity), 1) : 1;
  const existing = items.find((line) => line.id === item.id);
  const inCart = existing?.quantity ?? 0;
  const next = capQuantity(item, inCart + requested);
  const added = Math.max(next - inCart, 0);
  const stock = typeof item.stock === 'number' ? Math.max(item.stock, 0) : null;
  if (!existing)
    return {
      items: added > 0 ? [...items, { ...item, quantity: added }] : [...items],
      requested,
      added,
      inCart,
      stock,
    };
  return {
    items: items.map((line) => (line.id === item.id ? { ...line, ...item, quantity: next } : line)),
    requested,
    added,
    inCart,
    stock,
  };
}

/**
 * The message after an addition: the plain "added" when every unit went in, and what the stock
 * allowed when fewer did ("Only 3 left — added 3 to your cart").
 */
export function describeCartAddition(
  name: string,
  { requested, added, inCart, stock }: Omit<CartAddition, 'items'>,
): { tone: 'success' | 'warning'; title: string; description: string } {
  if (added === requested)
    return {
      tone: 'success',
      title: 'Added to cart',
      description:
        added === 1
          ? `${name} has been added to your cart.`
          : `${added} × ${name} have been added to your cart.`,
    };
  const left = stock ?? 0;
  if (added === 0)
    return {
      tone: 'warning',
      title: left === 0 ? `${name} is out of stock` : `Only ${left} left — all in your cart`,
      description:
        left === 0
          ? 'Nothing was added to your cart.'
          : `Your cart already holds all ${left} of ${name}; nothing more was added.`,
    };
  return {
    tone: 'warning',
    title:
      inCart > 0
        ? `Only ${left} in stock, ${inCart} already in your cart — added ${added}`
        : `Only ${left} left — added ${added} to your cart`,
    description: `You asked for ${requested} of ${name}; ${added} ${added === 1 ? 'was' : 'were'} added.`,
  };
}

/** SPEC §4/§5: a quantity of 0 or less removes the item; otherwise it is set (never above the stock). */
export function setCartItemQuantity(
  items: readonly CartItem[],
  id: string,
  quantity: number,
): CartItem[] {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
  if (whole <= 0) return removeCartItem(items, id);
  return items.map((line) =>
    line.id === id ? { ...line, quantity: Math.max(capQuantity(line, whole), 1) } : line,
  );
}

export function removeCartItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

/** Number of units, for the cart badge. */
export function countCartUnits(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/** Whether one more unit of this item may be added (the stock shown is the limit). */
export function canAddOneMore(items: readonly CartItem[], id: string, stock: number): boolean {
  const inCart = items.find((line) => line.id === id)?.quantity ?? 0;
  return inCart < stock;
}
