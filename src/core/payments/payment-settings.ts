import { z } from 'zod';

/**
 * How the shop takes money (decision 130): one method at a time, chosen by the owner
 * in Admin → Settings. `none` is the spec's flow (SPEC §4: a new order is confirmed and paid) and
 * the default of a fresh shop.
 */
export const PAYMENT_METHODS = ['none', 'manual', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** What the owner reads next to each choice; `none` says plainly that nothing is collected. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  none: 'No payment collected',
  manual: 'Manual payment (bank transfer, pay on pickup, invoice)',
  stripe: 'Card through Stripe Checkout',
};

export const MANUAL_INSTRUCTIONS_MAX = 2000;

/** The `payment` settings section; one schema for the admin form and its route. */
export const paymentSettingsSchema = z
  .object({
    method: paymentMethodSchema,
    /** Shown to the customer on the confirmation, in /orders and in the e-mail. */
    // A NUL can't be stored (PostgreSQL text and jsonb refuse it): refused here, at the field.
    manualInstructions: z
      .string()
      .trim()
      .max(MANUAL_INSTRUCTIONS_MAX)
      .refine((s) => !s.includes('\0'), 'Instructions cannot contain a NUL character'),
    /** An unpaid manual order is cancelled (stock returned) this many days after placement. */
    manualCancelAfterDays: z.number().int().min(1, 'At least 1 day').max(90, 'At most 90 days'),
  })
  .refine((s) => s.method !== 'manual' || s.manualInstructions.length > 0, {
    path: ['manualInstructions'],
    message: 'Write the instructions customers follow to pay',
  });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  method: 'none',
  manualInstructions: '',
  manualCancelAfterDays: 7,
};

/** GET /api/admin/settings/payment: the section and whether the server holds Stripe's keys. */
export const adminPaymentSettingsSchema = z.object({
  settings: paymentSettingsSchema,
  stripeConfigured: z.boolean(),
});
export type AdminPaymentSettings = z.infer<typeof adminPaymentSettingsSchema>;

/** GET /api/settings/payment: what checkout needs to say how the order will be paid. */
export const checkoutPaymentSchema = z.object({
  method: paymentMethodSchema,
  instructions: z.string().nullable(),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

/** The stored section over its defaults; a malformed one falls back to the spec's flow. */
export function mergeStoredPaymentSettings(value: unknown): PaymentSettings {
  if (value === null || typeof value !== 'object') return { ...DEFAULT_PAYMENT_SETTINGS };
  const parsed = paymentSettingsSchema.safeParse({ ...DEFAULT_PAYMENT_SETTINGS, ...value });
  return parsed.success ? parsed.data : { ...DEFAULT_PAYMENT_SETTINGS };
}

/** Stripe Checkout Sessions live 30 minutes (the shortest Stripe allows): stock is held that long. */
export const CHECKOUT_SESSION_MINUTES = 30;

/** When an unpaid order placed at `placedAt` stops holding its stock. */
export function paymentDueAt(
  method: PaymentMethod,
  placedAt: Date,
  settings: Pick<PaymentSettings, 'manualCancelAfterDays'>,
): Date | null {
  if (method === 'manual')
    return new Date(placedAt.getTime() + settings.manualCancelAfterDays * 86_400_000);
  if (method === 'stripe') return new Date(placedAt.getTime() + CHECKOUT_SESSION_MINUTES * 60_000);
  return null;
}
