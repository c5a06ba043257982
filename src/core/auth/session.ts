import { z } from 'zod';

/** The roles of SPEC §6; a user without a stored role is a customer. */
export const roleSchema = z.enum(['customer', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** How a session began (a recovery link may set a new password without the old one, briefly). */
export type AuthMethod = 'password' | 'signup' | 'recovery' | 'admin';

/** Supabase-shaped user, as the API returns it. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_confirmed_at: z.string().nullable(),
  created_at: z.string(),
  user_metadata: z.record(z.string(), z.unknown()),
  role: roleSchema,
  /** Two-factor sign-in (TOTP) is on for this account. */
  mfa_enabled: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** SPEC §3 Session: access_token, refresh_token, expires_in, expires_at, token_type, user. */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  expires_at: z.number(),
  token_type: z.literal('bearer'),
  user: authUserSchema,
  /** aal1: password only; aal2: the second factor was checked in this session. */
  aal: z.enum(['aal1', 'aal2']).optional(),
});
export type Session = z.infer<typeof sessionSchema>;

export { SESSION_STORAGE_KEY } from './session-key';
