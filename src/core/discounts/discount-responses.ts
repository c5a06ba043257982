import { z } from 'zod';
import { decimalString, isoDateTime } from '../api/wire-schemas';

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount'] as const;
const rejections = ['invalid', 'expired', 'not_started', 'used_up', 'minimum_not_met'] as const;

/** POST /api/discounts/check: the outcome and the amount, computed by the server. */
export const discountCheckSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    code: z.string(),
    type: z.enum(DISCOUNT_TYPES),
    value: decimalString,
    subtotal: decimalString,
    discountAmount: decimalString,
  }),
  z.object({
    valid: z.literal(false),
    reason: z.enum(rejections),
    subtotal: decimalString,
    minimumOrderAmount: decimalString.optional(),
  }),
]);
export type DiscountCheckView = z.output<typeof discountCheckSchema>;

/** A discount code as the admin manages it. */
export const adminDiscountSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: decimalString,
  isActive: z.boolean(),
  startsAt: isoDateTime.nullable(),
  expiresAt: isoDateTime.nullable(),
  maximumUses: z.number().int().nullable(),
  usesCount: z.number().int(),
  minimumOrderAmount: decimalString.nullable(),
  createdAt: isoDateTime,
});
export type AdminDiscount = z.output<typeof adminDiscountSchema>;
export const adminDiscountListSchema = z.object({ discounts: z.array(adminDiscountSchema) });
