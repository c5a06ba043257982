import { apiFetch } from '../../../lib/api-client';

/** Ends this session, every session, or every other one (POST /api/auth/logout). */
export const signOut = (accessToken: string, scope: 'global' | 'local' | 'others' = 'global') =>
  apiFetch(`/api/auth/logout?scope=${scope}`, null, { method: 'POST', token: accessToken });
