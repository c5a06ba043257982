import type { UserMetadata } from '#core/auth/auth-forms';
import { apiFetch } from '../../lib/api-client';

// The requests the auth client makes to keep the browser's session: it stores what they answer,
// so they stay plain functions here and the pages write through the hooks in api/, which call the
// client. They carry an explicit token (or none) so they never wait on the token getter itself;
// an answer's schema loads only where it is checked (development), never on a public page.
const sessionSchema = () => import('#core/auth/session').then((m) => m.sessionSchema);

export type SignUpBody = {
  email: string;
  password: string;
  options: { emailRedirectTo: string; data: UserMetadata };
};
export type UpdateUserBody = { password?: string; current_password?: string; data?: UserMetadata };
export type LinkType = 'signup' | 'recovery' | 'email_change';

/** Signs in with a password (POST /api/auth/token?grant_type=password). */
export const createSession = (email: string, password: string) =>
  apiFetch('/api/auth/token?grant_type=password', sessionSchema, {
    method: 'POST',
    body: { email, password },
    token: null,
  });

/** Trades a refresh token for a new session (POST /api/auth/token?grant_type=refresh_token). */
export const refreshSession = (refreshToken: string) =>
  apiFetch('/api/auth/token?grant_type=refresh_token', sessionSchema, {
    method: 'POST',
    body: { refresh_token: refreshToken },
    token: null,
  });

/** Opens an account (POST /api/auth/signup). */
export const signUp = (body: SignUpBody) =>
  apiFetch(
    '/api/auth/signup',
    () => import('#core/auth/auth-responses').then((m) => m.signUpResponseSchema),
    { method: 'POST', body, token: null },
  );

/** Ends this session, every session, or every other one (POST /api/auth/logout). */
export const signOut = (accessToken: string, scope: 'global' | 'local' | 'others' = 'global') =>
  apiFetch(`/api/auth/logout?scope=${scope}`, null, { method: 'POST', token: accessToken });

/** Redeems a mailed link's token for a session (POST /api/auth/verify). */
export const verifyLink = (type: LinkType, token: string) =>
  apiFetch('/api/auth/verify', sessionSchema, {
    method: 'POST',
    body: { type, token },
    token: null,
  });

/** Confirms a two-factor code: turns enrolment on, or completes a sign-in (POST /api/auth/factors/verify). */
export const verifyMfaCode = (accessToken: string, code: string) =>
  apiFetch(
    '/api/auth/factors/verify',
    () => import('#core/auth/account-responses').then((m) => m.totpVerifiedSchema),
    { method: 'POST', body: { code }, token: accessToken },
  );

/** Changes the password or the profile's fields (PUT /api/auth/user). */
export const updateUser = (accessToken: string, body: UpdateUserBody) =>
  apiFetch('/api/auth/user', () => import('#core/auth/session').then((m) => m.authUserSchema), {
    method: 'PUT',
    body,
    token: accessToken,
  });
