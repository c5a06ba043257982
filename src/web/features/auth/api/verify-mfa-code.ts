import { apiFetch } from '../../../lib/api-client';

/** Confirms a two-factor code: turns enrolment on, or completes a sign-in (POST /api/auth/factors/verify). */
export const verifyMfaCode = (accessToken: string, code: string) =>
  apiFetch(
    '/api/auth/factors/verify',
    () => import('#core/auth/account-responses').then((m) => m.totpVerifiedSchema),
    { method: 'POST', body: { code }, token: accessToken },
  );
