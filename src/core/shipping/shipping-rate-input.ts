import { z } from 'zod';
import { moneyInput, optionalMoneyInput } from '../money-input';

/** Weight in kg with up to 3 decimals, as the database's exact decimal string; empty is none. */
const optionalWeight = z
  .union([z.literal(''), z.null(), z.undefined()])
  .transform(() => null)
  .or(
    z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^\d{1,7}(\.\d{1,3})?$/, 'Enter a weight like 1.5')),
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));

export const shippingRateInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100),
    description: z
      .string()
      .trim()
      .max(500)
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
    rate: moneyInput,
    isActive: z.boolean().default(true),
    minWeight: optionalWeight.default(null),
    maxWeight: optionalWeight.default(null),
    minOrderAmount: optionalMoneyInput.default(null),
    /** Collected, not shipped (decision 172): the place is required, the hours are optional. */
    isPickup: z.boolean().default(false),
    pickupLocation: optionalText(300),
    pickupHours: optionalText(200),
  })
  .superRefine((r, ctx) => {
    if (r.isPickup && r.pickupLocation === null)
      ctx.addIssue({
        code: 'custom',
        path: ['pickupLocation'],
        message: 'Enter where the order is collected',
      });
    if (r.minWeight !== null && r.maxWeight !== null && Number(r.minWeight) > Number(r.maxWeight))
      ctx.addIssue({
        code: 'custom',
        path: ['maxWeight'],
        message: 'Maximum weight must be at least the minimum',
      });
  });
export type ShippingRateInput = z.infer<typeof shippingRateInputSchema>;
