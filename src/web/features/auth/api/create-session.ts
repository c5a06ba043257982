import { apiFetch } from '../../../lib/api-client';

// Auth calls carry an explicit token (or none) so they never wait on the token getter itself;
// the answer's schema loads only where it is checked (development), never on a public page.
const session = () => import('#core/auth/session').then((m) => m.sessionSchema);

/** Signs in with a password (POST /api/auth/token?grant_type=password). */
export const createSession = (email: string, password: string) =>
  apiFetch('/api/auth/token?grant_type=password', session, {
    method: 'POST',
    body: { email, password },
    token: null,
  });
