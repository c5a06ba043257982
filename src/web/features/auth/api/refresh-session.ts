import { apiFetch } from '../../../lib/api-client';

const session = () => import('#core/auth/session').then((m) => m.sessionSchema);

/** Trades a refresh token for a new session (POST /api/auth/token?grant_type=refresh_token). */
export const refreshSession = (refreshToken: string) =>
  apiFetch('/api/auth/token?grant_type=refresh_token', session, {
    method: 'POST',
    body: { refresh_token: refreshToken },
    token: null,
  });
