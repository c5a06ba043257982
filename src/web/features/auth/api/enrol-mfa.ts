import { apiFetch } from '../../../lib/api-client';

/** Starts two-factor enrolment: a new key and its otpauth link (POST /api/auth/factors). */
export const enrolMfa = () =>
  apiFetch(
    '/api/auth/factors',
    () => import('#core/auth/account-responses').then((m) => m.totpEnrolmentSchema),
    { method: 'POST' },
  );
