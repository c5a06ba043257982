import { z } from 'zod';
import { roleSchema, authUserSchema, sessionSchema } from './session';

/** POST /api/auth/signup: the user, and a session unless the e-mail must be confirmed first. */
export const signUpResponseSchema = z.object({
  user: authUserSchema,
  session: sessionSchema.nullable(),
});

/** GET /api/auth/profile: the profile row (or null) and the role (none stored = customer). */
export const profileResponseSchema = z.object({
  profile: z
    .object({
      user_id: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      phone: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
  role: roleSchema,
});
export type ProfileResponse = z.output<typeof profileResponseSchema>;
