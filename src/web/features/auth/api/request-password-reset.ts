import { apiFetch } from '../../../lib/api-client';

/** Mails a password-reset link (POST /api/auth/recover). */
export const requestPasswordReset = (email: string) =>
  apiFetch('/api/auth/recover', null, { method: 'POST', body: { email }, token: null });
