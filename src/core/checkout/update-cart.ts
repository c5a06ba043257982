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
  const existing = items.find((line) => line.id === item.id);
  if (!existing) {
    const quantity = capQuantity(item, 1);
    return quantity > 0 ? [...items, { ...item, quantity }] : [...items];
  }
  return items.map((line) =>
    line.id === item.id
      ? { ...line, ...item, quantity: capQuantity(item, line.quantity + 1) }
      : line,
  );
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
