import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shippingRates } from '../../db/schema/sales';
import type { ShippingRateInput } from '#core/shipping/shipping-rate-input';
import { notFound } from '../lib/domain-error';
import { deleteRowById, setRowActive } from '../lib/edit-row-by-id';

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

export const setShippingRateActive = (db: Executor, id: string, isActive: boolean) =>
  setRowActive(db, shippingRates, id, isActive, 'Shipping rate not found');

/** Orders keep the rate's name and amount; only their link goes. */
export const deleteShippingRate = (db: Executor, id: string) =>
  deleteRowById(db, shippingRates, id, 'Shipping rate not found');
