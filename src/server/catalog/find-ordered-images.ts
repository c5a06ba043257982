import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems } from '../../db/schema/sales';

/** Which of these product pictures past orders still show (they outlive the product). */
export async function findOrderedImages(
  db: Executor,
  images: string[],
): Promise<Set<string | null>> {
  if (images.length === 0) return new Set();
  const rows = await db
    .select({ image: orderItems.image })
    .from(orderItems)
    .where(inArray(orderItems.image, images));
  return new Set(rows.map((row) => row.image));
}
