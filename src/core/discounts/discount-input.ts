import { z } from 'zod';
import { moneyInput, optionalMoneyInput } from '../money-input';
import { toCents } from '../money';

const optionalDate = z
  .union([z.literal(''), z.null(), z.undefined()])
  .transform(() => null)
  .or(z.iso.datetime({ offset: true }).transform((v) => new Date(v)));

/** A discount code as the owner creates or edits it; the code is kept upper-case (SPEC §5). */
export const discountInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,32}$/, 'Code: 3 to 32 letters, digits, dash or underscore'),
    type: z.enum(['percentage', 'fixed_amount']),
    value: moneyInput,
    isActive: z.boolean().default(true),
    startsAt: optionalDate.default(null),
    expiresAt: optionalDate.default(null),
    maximumUses: z.number().int().positive().max(10_000_000).nullable().default(null),
    minimumOrderAmount: optionalMoneyInput.default(null),
  })
  .superRefine((d, ctx) => {
    const cents = toCents(d.value);
    if (cents <= 0)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value must be more than 0' });
    if (d.type === 'percentage' && cents > 100_00)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
    if (d.startsAt && d.expiresAt && d.startsAt >= d.expiresAt)
      ctx.addIssue({
        code: 'custom',
        path: ['expiresAt'],
        message: 'Expiry must be after the start',
      });
  });
export type DiscountInput = z.infer<typeof discountInputSchema>;
