import type { UserMetadata } from '#core/auth/auth-forms';
import { apiFetch } from '../../../lib/api-client';

export type SignUpBody = {
  email: string;
  password: string;
  options: { emailRedirectTo: string; data: UserMetadata };
};

/** Opens an account (POST /api/auth/signup). */
export const signUp = (body: SignUpBody) =>
  apiFetch(
    '/api/auth/signup',
    () => import('#core/auth/auth-responses').then((m) => m.signUpResponseSchema),
    { method: 'POST', body, token: null },
  );
