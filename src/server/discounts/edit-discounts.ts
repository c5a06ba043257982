import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { discountCodes } from '../../db/schema/sales';
import type { DiscountInput } from '#core/discounts/discount-input';
import { badRequest, conflict, notFound } from '../lib/domain-error';
import { deleteRowById, setRowActive } from '../lib/edit-row-by-id';

async function assertCodeFree(db: Executor, code: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
  if (taken && taken.id !== exceptId)
    throw conflict(`The code ${code} already exists`, 'duplicate_code');
}

export async function createDiscount(db: Executor, input: DiscountInput) {
  await assertCodeFree(db, input.code);
  const [row] = await db.insert(discountCodes).values(input).returning();
  return row!;
}

/** Every field is editable; the uses so far stay, so the maximum can't go below them. */
export async function updateDiscount(db: Executor, id: string, input: DiscountInput) {
  await assertCodeFree(db, input.code, id);
  const [current] = await db
    .select({ usesCount: discountCodes.usesCount })
    .from(discountCodes)
    .where(eq(discountCodes.id, id));
  if (!current) throw notFound('Discount code not found');
  if (input.maximumUses !== null && input.maximumUses < current.usesCount) {
    throw badRequest(
      `This code was already used ${current.usesCount} times; the maximum can't be lower.`,
      'maximum_below_uses',
    );
  }
  const [row] = await db
    .update(discountCodes)
    .set(input)
    // The check runs in the statement too, so a checkout in between can't slip past it.
    .where(
      sql`${discountCodes.id} = ${id} and (${input.maximumUses}::int is null or ${discountCodes.usesCount} <= ${input.maximumUses}::int)`,
    )
    .returning();
  if (!row)
    throw conflict(
      'The code was used while you were editing. Check the maximum uses and save again.',
      'uses_changed',
    );
  return row;
}

export const setDiscountActive = (db: Executor, id: string, isActive: boolean) =>
  setRowActive(db, discountCodes, id, isActive, 'Discount code not found');

/** Orders that used it keep the code's text; only their link goes. */
export const deleteDiscount = (db: Executor, id: string) =>
  deleteRowById(db, discountCodes, id, 'Discount code not found');
