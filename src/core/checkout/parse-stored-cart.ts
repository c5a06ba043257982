import type { CartItem } from './update-cart';

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** One stored line, or null when it can't be a cart line. Plain checks keep zod out of the main bundle. */
function readLine(entry: unknown): CartItem | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const line = entry as Record<string, unknown>;
  const { id, name, price, quantity } = line;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return null;
  if (!isWholeNumber(price) || price < 0 || !isWholeNumber(quantity) || quantity <= 0) return null;
  const stock = isWholeNumber(line.stock) ? line.stock : undefined;
  const item: CartItem = {
    ...line,
    id,
    name,
    price,
    quantity,
    image: textOrNull(line.image),
    sku: textOrNull(line.sku),
  };
  if (stock === undefined) delete item.stock;
  else item.stock = stock;
  return item;
}

/**
 * Reads the cart kept in local storage. Anything unreadable (an old format, a hand-edited value)
 * yields an empty cart or drops only the bad lines, never a crash on page load.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: CartItem[] = [];
  for (const entry of data) {
    const line = readLine(entry);
    if (line && !items.some((existing) => existing.id === line.id)) items.push(line);
  }
  return items;
}
