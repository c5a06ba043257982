import { apiFetch } from '../../../lib/api-client';

/** Turns two-factor sign-in off with the password and a current code (DELETE /api/auth/factors). */
export const disableMfa = (body: { code: string; current_password: string }) =>
  apiFetch('/api/auth/factors', null, { method: 'DELETE', body });
