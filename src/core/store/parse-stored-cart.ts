import { z } from 'zod';
import type { CartItem } from './update-cart';

const storedItem = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    price: z.number().int().nonnegative(),
    image: z.string().nullable().catch(null),
    sku: z.string().nullable().catch(null),
    quantity: z.number().int().positive(),
    stock: z.number().int().optional().catch(undefined),
  })
  .loose();

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
    const parsed = storedItem.safeParse(entry);
    if (parsed.success && !items.some((line) => line.id === parsed.data.id)) items.push(parsed.data as CartItem);
  }
  return items;
}
