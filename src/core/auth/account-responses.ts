import { z } from 'zod';
import { sessionSchema } from './session';

/** GET /api/auth/sessions: the account's signed-in devices, the caller's marked. */
export const sessionViewSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const sessionListSchema = z.object({ sessions: z.array(sessionViewSchema) });

/** POST /api/auth/user/email: the change waits for the link sent to the new address. */
export const emailChangeRequestedSchema = z.object({});

/** POST /api/auth/factors: the new TOTP secret, shown once to be typed or opened in an app. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), uri: z.string() });

/** POST /api/auth/factors/verify: the upgraded session; recovery codes only on first enrolment. */
export const totpVerifiedSchema = z.object({
  session: sessionSchema,
  recovery_codes: z.array(z.string()).optional(),
});

/** GET/PUT /api/admin/security: whether every admin must sign in with a second factor. */
export const adminSecuritySchema = z.object({ requireAdminMfa: z.boolean() });

/** GET /api/admin/demo-data: demo rows left; DELETE: how many of each kind were removed. */
export const demoDataCountSchema = z.object({ rows: z.number().int() });
export const demoDataRemovedSchema = z.object({
  removed: z.object({
    products: z.number().int(),
    categories: z.number().int(),
    discount_codes: z.number().int(),
    shipping_rates: z.number().int(),
  }),
});
