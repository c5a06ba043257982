import { apiFetch } from '../../../lib/api-client';

export type LinkType = 'signup' | 'recovery' | 'email_change';

/** Redeems a mailed link's token for a session (POST /api/auth/verify). */
export const verifyLink = (type: LinkType, token: string) =>
  apiFetch('/api/auth/verify', () => import('#core/auth/session').then((m) => m.sessionSchema), {
    method: 'POST',
    body: { type, token },
    token: null,
  });
