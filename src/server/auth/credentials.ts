import { isPasswordTooLong, normalizeEmail } from '#core/auth/auth-rules';
import { authErrors } from './auth-errors';

/** The shared first checks of sign-up and sign-in, in Supabase's order. */
export function readCredentials(input: { email?: string; password?: string }): {
  email: string;
  password: string;
} {
  if (!input.email?.trim() || !input.password) throw authErrors.missingCredentials();
  if (isPasswordTooLong(input.password)) throw authErrors.passwordTooLong();
  const email = normalizeEmail(input.email);
  if (!email) throw authErrors.invalidEmail();
  return { email, password: input.password };
}
