import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { discountCodes } from '../../db/schema/sales';
import { toCents } from '#core/money';
import {
  normalizeDiscountCode,
  type DiscountCodeRecord,
} from '#core/discounts/check-discount-code';

type DiscountRow = typeof discountCodes.$inferSelect;

export function toRecord(row: DiscountRow): DiscountCodeRecord & { id: string } {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: toCents(row.value),
    isActive: row.isActive,
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
    maximumUses: row.maximumUses,
    usesCount: row.usesCount,
    minimumOrderAmount: row.minimumOrderAmount === null ? null : toCents(row.minimumOrderAmount),
  };
}

/** SPEC §7: read a discount code by code (compared in upper case). */
export async function findDiscountCode(
  db: Executor,
  input: string,
): Promise<(DiscountCodeRecord & { id: string }) | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, normalizeDiscountCode(input)));
  return row ? toRecord(row) : null;
}
