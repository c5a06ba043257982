import { apiFetch } from '../../../lib/api-client';

/** The signed-in user's profile (GET /api/auth/profile). */
export const getProfile = (accessToken: string) =>
  apiFetch(
    '/api/auth/profile',
    () => import('#core/auth/auth-responses').then((m) => m.profileResponseSchema),
    { token: accessToken },
  );
