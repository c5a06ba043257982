import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shippingRates } from '../../db/schema/sales';
import type { ShippingRateInput } from '#core/shipping/shipping-rate-input';
import { notFound } from '../lib/domain-error';

export async function createShippingRate(db: Executor, input: ShippingRateInput) {
  const [row] = await db.insert(shippingRates).values(input).returning();
  return row!;
}

export async function updateShippingRate(db: Executor, id: string, input: ShippingRateInput) {
  const [row] = await db
    .update(shippingRates)
    .set(input)
    .where(eq(shippingRates.id, id))
    .returning();
  if (!row) throw notFound('Shipping rate not found');
  return row;
}

export async function setShippingRateActive(db: Executor, id: string, isActive: boolean) {
  const [row] = await db
    .update(shippingRates)
    .set({ isActive })
    .where(eq(shippingRates.id, id))
    .returning();
  if (!row) throw notFound('Shipping rate not found');
  return row;
}

/** Orders keep the rate's name and amount; only their link goes. */
export async function deleteShippingRate(db: Executor, id: string) {
  const [row] = await db
    .delete(shippingRates)
    .where(eq(shippingRates.id, id))
    .returning({ id: shippingRates.id });
  if (!row) throw notFound('Shipping rate not found');
}
